import { Box, Group, Radio, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { checkInsTexts as t, FEELING_ZONES, ZONE_INFO, type FeelingZone } from '@holdfast/shared/check-ins';
import { useCheckInFlow } from '../components/check-in-flow-context';
import { NextButton, StepFrame } from '../components/step-frame';
import { useStepGuard } from '../components/use-step-guard';

/** Step 2: 'Select your zone', exactly one. */
export function ZoneStepPage() {
  const flow = useCheckInFlow();
  const navigate = useNavigate();
  const guard = useStepGuard('zone');
  const [error, setError] = useState<string | null>(null);
  if (guard) return guard;

  function handleNext() {
    if (!flow.draft.feeling_zone) return setError(t.selectZone);
    navigate(flow.stepPath('feeling'));
  }

  return (
    <StepFrame
      step="zone"
      title={t.zoneTitle}
      backTo={flow.stepPath('emotion')}
      error={error}
      actions={<NextButton onClick={handleNext} />}
    >
      <Radio.Group
        value={flow.draft.feeling_zone ?? ''}
        onChange={(value) => {
          setError(null);
          flow.update({ feeling_zone: value as FeelingZone });
        }}
        label={<VisuallyHidden>{t.zoneTitle}</VisuallyHidden>}
      >
        <Stack gap="sm">
          {FEELING_ZONES.map((zone) => {
            const info = ZONE_INFO[zone];
            const checked = flow.draft.feeling_zone === zone;
            // One tab stop for the group (the chosen zone, else the first); arrow keys move between zones.
            const tabStop = flow.draft.feeling_zone ? checked : zone === FEELING_ZONES[0];
            return (
              <Radio.Card
                key={zone}
                value={zone}
                radius="md"
                p="md"
                aria-label={info.label}
                tabIndex={tabStop ? 0 : -1}
                style={{
                  borderColor: checked ? info.color : undefined,
                  borderWidth: checked ? 2 : 1,
                  background: checked ? `color-mix(in srgb, ${info.color} 8%, white)` : undefined,
                }}
              >
                <Group wrap="nowrap" align="flex-start" gap="md">
                  <Radio.Indicator color={info.color} mt={2} />
                  <Box>
                    <Group gap={8}>
                      <Box w={10} h={10} style={{ borderRadius: 99, background: info.color }} aria-hidden />
                      <Text fw={650}>{info.label}</Text>
                    </Group>
                    <Text size="sm" c="dimmed" mt={2}>
                      {info.description}
                    </Text>
                  </Box>
                </Group>
              </Radio.Card>
            );
          })}
        </Stack>
      </Radio.Group>
    </StepFrame>
  );
}
