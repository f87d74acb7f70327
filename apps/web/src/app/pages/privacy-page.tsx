import { Preview } from '@/features/accountability/pages/sharing-page';
import { ClientPagePreview } from '@/features/coaching/components/client-page-preview';
import { ProgressFacts } from '@/features/groups/components/member-card';
import { PrivacyPage } from '@/features/privacy/pages/privacy-page';

/**
 * /privacy: the privacy feature's page, with each audience's own screen of me composed here: the
 * accountability feature's 'Preview as partner' (the partner calendar), the groups feature's Member
 * Progress facts (a leader's row of me) and the coaching feature's client page (my coach's tabs).
 */
export function PrivacyRoute() {
  return (
    <PrivacyPage
      previews={{
        partner: (relationshipId, name) => <Preview relationshipId={relationshipId} name={name} />,
        group: (progress) => <ProgressFacts progress={progress} />,
        coach: (props) => <ClientPagePreview {...props} />,
      }}
    />
  );
}
