import { vi } from 'vitest';
import type { CoachClient, CoachDetail } from '@holdfast/shared/coaching';
import { person } from './accountability';

/** Contract-shaped answers of the coaching centre's coach calls for component tests. */
export function coachDetail(overrides: Partial<CoachDetail> = {}): CoachDetail {
  return {
    id: 4,
    user_id: 1,
    user: person({ id: 1, display_name: 'Sam Rivers', initials: 'SR' }),
    is_billing_setup_complete: true,
    subscription_status: 'active',
    meeting_url: null,
    request_status: 'accepted',
    trial_end: null,
    users: [],
    ...overrides,
  };
}

export function coachClient(overrides: Partial<CoachClient> = {}): CoachClient {
  return {
    id: 21,
    coach_id: 4,
    user_id: 2,
    user: person(),
    request_status: 'accepted',
    sharing: { check_ins: true, crash_reports: true, faster: true, streaks: true },
    latest_checkin: null,
    latest_triggers: null,
    user_courses: [],
    habit_metric_calculation: null,
    streaks: null,
    unread_count: 0,
    needs: [],
    invited_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A pending (or rejected) invitation: the address stands for the person. */
export function invitedClient(email: string, overrides: Partial<CoachClient> = {}): CoachClient {
  return coachClient({
    user_id: null,
    user: person({ id: null, username: null, display_name: email, initials: email[0]!.toUpperCase(), email }),
    request_status: 'pending',
    sharing: null,
    ...overrides,
  });
}

/**
 * XMLHttpRequest as jsdom lacks a server for it: each send goes through `fetch` (which mockApi
 * stubs) after reporting the upload's progress at half and at the whole, so uploads answer as
 * the other calls do.
 */
export function fetchBackedXhr() {
  class FakeXhr extends EventTarget {
    status = 0;
    responseText = '';
    readonly upload = new EventTarget();
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.dispatchEvent(new Event('abort'));
    }
    send(body: BodyInit) {
      const progress = (loaded: number) =>
        this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: 100 }));
      progress(50);
      void fetch(this.url, { method: this.method, headers: this.headers, body }).then(
        async (response) => {
          progress(100);
          this.status = response.status;
          this.responseText = await response.text();
          this.dispatchEvent(new Event('load'));
        },
        () => this.dispatchEvent(new Event('error')),
      );
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}
