import { useEffect, useState } from 'react';
import { Card, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import { EXPIRY_CHOICES, privacyTexts as t, type ExpiryDays, type UpdatePrivacySettingsBody } from '@holdfast/shared/privacy';
import { SkeletonStack, LoadFailure } from '@/components/query-states';
import { usePrivacySettings } from '@/lib/api/get-privacy-settings';
import { useUpdatePrivacySettings } from '../api/update-privacy-settings';

const NEVER = 'never';

/** Discreet mode and auto-expiry: each saved as soon as it is changed, with a toast. */
export function PrivacySettingsCard() {
  const settings = usePrivacySettings();
  const update = useUpdatePrivacySettings();
  // The choice just made, shown at once: the mutation's pending state reaches React a tick later,
  // and in between React put the controlled radio back to the saved value (a click that seemed not
  // to take). Cleared when the saved settings change (the answer, or another device) or on a refusal.
  const [chosen, setChosen] = useState<UpdatePrivacySettingsBody>({});
  useEffect(() => setChosen({}), [settings.data]);
  const save = (input: UpdatePrivacySettingsBody) => {
    setChosen(input);
    update.mutate(input, { onError: () => setChosen({}) });
  };
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="privacy-settings-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="privacy-settings-title">
          {t.settingsTitle}
        </Title>
        {settings.isPending ? (
          <SkeletonStack label="Loading your privacy settings" bars={[{ height: 48 }, { height: 120 }]} />
        ) : settings.isError ? (
          <LoadFailure title="Unable to load your privacy settings" onRetry={() => void settings.refetch()} />
        ) : (
          <>
            <Switch
              label={t.discreetLabel}
              // The help is read after the name, not as part of it (Mantine's description sits inside the label).
              aria-describedby="discreet-help"
              checked={chosen.discreet_mode ?? settings.data.discreet_mode}
              disabled={update.isPending}
              onChange={(e) => save({ discreet_mode: e.currentTarget.checked })}
            />
            <Text id="discreet-help" size="sm" c="dimmed" mt={-8}>
              {t.discreetHelp}
            </Text>
            <Radio.Group
              label={t.expiryLabel}
              description={t.expiryHelp}
              value={String(
                (chosen.expire_details_after_days !== undefined
                  ? chosen.expire_details_after_days
                  : settings.data.expire_details_after_days) ?? NEVER,
              )}
              onChange={(value) => save({ expire_details_after_days: value === NEVER ? null : (Number(value) as ExpiryDays) })}
            >
              <Stack gap="xs" mt="xs">
                <Radio value={NEVER} label={t.expiryNever} disabled={update.isPending} />
                {EXPIRY_CHOICES.map((days) => (
                  <Radio key={days} value={String(days)} label={t.expiryAfter(days)} disabled={update.isPending} />
                ))}
              </Stack>
            </Radio.Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
