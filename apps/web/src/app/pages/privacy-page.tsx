import { Preview } from '@/features/accountability/pages/sharing-page';
import { PrivacyPage } from '@/features/privacy/pages/privacy-page';

/**
 * /privacy: the privacy feature's page, with the accountability feature's 'Preview as partner'
 * (the partner's own answer about me, drawn by the partner calendar) composed here.
 */
export function PrivacyRoute() {
  return <PrivacyPage partnerPreview={(relationshipId, name) => <Preview relationshipId={relationshipId} name={name} />} />;
}
