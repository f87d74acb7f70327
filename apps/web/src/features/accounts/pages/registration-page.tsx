import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { accountsTexts, registerInputSchema } from '@holdfast/shared/accounts';
import { AuthLayout } from '@/components/auth-layout';
import { ErrorCard } from '@/components/error-card';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useRegisterUser } from '../api/register-user';
import { LoginInstead, NewAccountPasswordInput } from '../components/form-parts';
import { validationMessages } from '../lib/error-messages';

export function RegistrationPage() {
  const navigate = useNavigate();
  const register = useRegisterUser();
  const [registered, setRegistered] = useState(false);
  // Guards against a second submit between the click and React's next render.
  const submitting = useRef(false);

  const form = useZodForm(registerInputSchema, {
    initialValues: { username: '', email: '', password: '' },
  });

  // The ref is read only inside the submit handler, never while rendering; the rule cannot see
  // through Mantine's onSubmit wrapper.
  // eslint-disable-next-line react-hooks/refs
  const handleSubmit = form.onSubmit((values) => {
    if (submitting.current) return;
    submitting.current = true;
    const { username, email, password } = registerInputSchema.parse(values);
    register.mutate(
      { username, email, password },
      {
        onSuccess: () => {
          notify.success(accountsTexts.registrationSuccess);
          setRegistered(true);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 422) return; // shown in the error card
          notify.error(isApiError(error) ? accountsTexts.unableToRegister : accountsTexts.recaptchaFailed);
        },
        onSettled: () => {
          submitting.current = false;
        },
      },
    );
  });

  return (
    <AuthLayout title="Create your account" subtitle="A safe, private place to grow — with people who have your back.">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <ErrorCard messages={validationMessages(register.error)} />
          <TextInput label="Username" autoComplete="username" withAsterisk {...form.getInputProps('username')} />
          <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
          <NewAccountPasswordInput inputProps={form.getInputProps('password')} value={form.values.password} />
          <Button type="submit" size="md" fullWidth loading={register.isPending} disabled={register.isPending}>
            Register
          </Button>
          <LoginInstead />
        </Stack>
      </form>
      <Modal opened={registered} onClose={() => navigate('/login')} title={accountsTexts.verifyTitle} centered closeOnClickOutside={false}>
        <Stack>
          <Text>{accountsTexts.verifyBody}</Text>
          <Button onClick={() => navigate('/login')}>{accountsTexts.returnToLogin}</Button>
        </Stack>
      </Modal>
    </AuthLayout>
  );
}
