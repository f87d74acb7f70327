import { Alert, Card, Container, Skeleton, Stack } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { checkInsTexts as t, type CheckIn } from '@holdfast/shared/check-ins';
import { useHardDayCare } from '@/lib/api/get-hard-day-care';
import { useGetCheckIn } from '../api/get-check-in';
import { useGetCheckInForDay } from '../api/get-check-in-for-day';
import { useGetDashboard } from '@/lib/api/get-dashboard';
import { useListEmotions } from '@/lib/api/list-emotions';
import { ResultsSummary } from '../components/results-summary';
import { readOutbox } from '../lib/check-in-outbox';
import { today } from '@/lib/offset';

function ResultsFrame({ checkIn, isPending, isError }: { checkIn: CheckIn | null | undefined; isPending: boolean; isError: boolean }) {
  const emotions = useListEmotions();
  const dashboard = useGetDashboard();
  const care = useHardDayCare();
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px="md">
      <Card shadow="xs" radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {isError ? (
          <Alert color="red" role="alert">
            {t.checkinsLoadFailure}
          </Alert>
        ) : isPending || !checkIn ? (
          <Stack gap="md" aria-busy="true" role="status" aria-label="Loading">
            <Skeleton height={64} circle mx="auto" />
            <Skeleton height={28} width="70%" mx="auto" />
            <Skeleton height={90} />
            <Skeleton height={90} />
          </Stack>
        ) : (
          <ResultsSummary
            checkIn={checkIn}
            emotions={emotions.data ?? []}
            streak={dashboard.isFetching ? null : (dashboard.data?.checkin_streak ?? null)}
            care={care.data}
          />
        )}
      </Card>
    </Container>
  );
}

/** /check-in/results: today's check-in. */
export function NewResultsPage() {
  const forDay = useGetCheckInForDay(today());
  if (forDay.isSuccess && !forDay.data.exists && !readOutbox()) return <Navigate to="/check-in" replace />;
  return <ResultsFrame checkIn={forDay.data?.checkin} isPending={forDay.isPending} isError={forDay.isError} />;
}

/** /check-in/edit/{id}/result. */
export function EditResultsPage() {
  const { checkInId } = useParams();
  const checkIn = useGetCheckIn(Number(checkInId));
  return <ResultsFrame checkIn={checkIn.data} isPending={checkIn.isPending} isError={checkIn.isError} />;
}
