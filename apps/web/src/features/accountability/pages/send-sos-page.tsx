import { Alert, Anchor, Button, Card, Radio, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconSos } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import {
  accountabilityWebPaths as web,
  SOS_LEVELS,
  SOS_MESSAGE_MAX,
  SOS_PHONE_MAX,
  sendSosInputSchema,
  sosLevelLabels,
  sosTexts as t,
  type SosLevel,
} from '@holdfast/shared/accountability';
import { HELP_NOW_PATH } from '@holdfast/shared/shell';
import { ErrorCard } from '@/components/error-card';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useGetSosOverview } from '../api/get-sos-overview';
import { useSendSos } from '../api/send-sos';
import { refusalText } from '../lib/refusal';
import { PageFrame } from '@/components/page-frame';

const LEVEL_HINTS: Record<SosLevel, string> = {
  pray: 'They pray for you now.',
  text: 'They send you a message now.',
  call: 'They call you now.',
};

/**
 * /sos, from the dashboard and 'I need help now': ask everyone who may see my data for help, at
 * one of three levels; a phone number is offered for 'Text me' and 'Call me now'.
 */
export function SendSosPage() {
  const navigate = useNavigate();
  const overview = useGetSosOverview();
  const send = useSendSos();
  const form = useZodForm(sendSosInputSchema, { initialValues: { level: '' as SosLevel | '', message: '', phone: '' } });
  const open = overview.data?.mine?.status === 'open' ? overview.data.mine : null;

  const handleSubmit = form.onSubmit((values) =>
    send.mutate(sendSosInputSchema.parse(values), {
      onSuccess: ({ item, message }) => {
        notify.success(message || t.sent);
        navigate(web.sos(item.id), { replace: true });
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 422) return;
        notify.error(refusalText(error, t.sendFailure));
      },
    }),
  );

  const level = form.values.level;
  return (
    <PageFrame title={t.title} intro="Everyone who holds you accountable gets an urgent notification and an e-mail.">
      {overview.isPending ? (
        <Skeleton height={280} radius="lg" role="status" aria-label="Loading" />
      ) : open ? (
        <Alert color="orange" title={t.alreadyOpen}>
          <Anchor component={Link} to={web.sos(open.id)} fw={700}>
            See your open SOS
          </Anchor>
        </Alert>
      ) : (
        <Card withBorder radius="lg" p="lg">
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="md">
              <ErrorCard messages={isApiError(send.error) && send.error.status === 422 ? send.error.messages : []} />
              <Radio.Group label={t.chooseLevel} withAsterisk {...form.getInputProps('level')}>
                <Stack gap="sm" mt="xs">
                  {SOS_LEVELS.map((l) => (
                    <Radio key={l} value={l} label={sosLevelLabels[l]} description={LEVEL_HINTS[l]} size="md" />
                  ))}
                </Stack>
              </Radio.Group>
              {(level === 'text' || level === 'call') && (
                <TextInput
                  label="Your phone number (optional)"
                  type="tel"
                  autoComplete="tel"
                  maxLength={SOS_PHONE_MAX}
                  {...form.getInputProps('phone')}
                />
              )}
              <Textarea label="Message (optional)" rows={2} maxLength={SOS_MESSAGE_MAX} {...form.getInputProps('message')} />
              <Button type="submit" color="red.9" size="md" leftSection={<IconSos size={20} aria-hidden />} loading={send.isPending}>
                {t.button}
              </Button>
            </Stack>
          </form>
        </Card>
      )}
      <Text size="sm">
        In danger right now? The{' '}
        <Anchor component={Link} to={HELP_NOW_PATH} fw={600}>
          help page
        </Anchor>{' '}
        lists crisis lines you can call at once.
      </Text>
    </PageFrame>
  );
}
