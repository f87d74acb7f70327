import { useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { getToken } from '@/lib/token-store';
import { markNotificationRead } from '../api/mark-notification-read';
import { notificationTarget } from '@holdfast/shared/notifications';

function parseData(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Only in-app paths; anything else goes to the root. */
function safePath(value: unknown): string | null {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

/** /notification-handling?data=<json>: a push tap lands here and is sent on (spec 1 "Route guards"). */
export function NotificationHandlingPage() {
  const [params] = useSearchParams();
  const data = parseData(params.get('data'));
  const marked = useRef(false);
  const notificationId = Number(data?.notification_id);

  useEffect(() => {
    if (marked.current || !Number.isInteger(notificationId) || notificationId <= 0 || !getToken()) return;
    marked.current = true;
    markNotificationRead(notificationId).catch(() => undefined);
  }, [notificationId]);

  const destination = (data && (safePath(data.destination) ?? safePath(data.url) ?? notificationTarget(data))) ?? '/';
  return <Navigate to={destination} replace />;
}
