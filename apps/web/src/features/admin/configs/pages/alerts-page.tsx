import { configsConsoleTexts as t } from '@holdfast/shared/admin';
import { PageFrame } from '@/components/page-frame';
import { ListSkeleton, LoadFailure } from '@/components/query-states';
import { useListSystemConfigs } from '../api/list-system-configs';
import { ConfigEditor } from '../components/config-editor';

const ALERTS = 'NewDashboardSystemAlerts';

/** /admin/alerts: the dashboard alerts config, its form generated from its schema, with the dashboard's preview. */
export function AlertsPage() {
  const list = useListSystemConfigs();
  const config = list.data?.find((c) => c.type === ALERTS);
  return (
    <PageFrame title={t.alerts} intro={t.alertsIntro} size="lg">
      {list.isPending ? (
        <ListSkeleton label={t.alerts} rows={3} />
      ) : !config ? (
        <LoadFailure title={t.loadFailed} onRetry={() => void list.refetch()} />
      ) : (
        <ConfigEditor config={config} />
      )}
    </PageFrame>
  );
}
