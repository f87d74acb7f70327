import { Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { premiumTexts as t, premiumWebPaths as web } from '@holdfast/shared/premium-groups';
import { AuthLayout } from '@/components/auth-layout';
import { ApplicationForm } from '../components/application-form';
import { loadDraft, saveDraft } from '../lib/application-draft';

/** /premium-groups-application and /premium-groups/applications: 'Application Details' (PremiumGroupRegistrationForm). */
export function ApplicationFormPage() {
  const navigate = useNavigate();
  const [initial] = useState(() => loadDraft() ?? undefined);
  return (
    <AuthLayout title={t.applicationDetails} subtitle={t.priceText} width={760}>
      <Text size="sm">{t.programDescription}</Text>
      <ApplicationForm
        initialValues={initial}
        submitLabel="Next"
        onChange={saveDraft}
        onValid={(values) => {
          saveDraft(values);
          navigate(web.submit);
        }}
      />
    </AuthLayout>
  );
}
