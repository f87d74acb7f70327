import { describe, expect, it } from 'vitest';
import { SOS_LEVELS } from './accountability.constants';
import { updateDigestSettingsInputSchema } from './accountability.contract';
import { accountabilityTargets } from './accountability.notifications';
import { DEFAULT_SHARING, effectiveSharing, INVITATION_TTL_MS } from './accountability.rules';
import {
  accessLogTexts,
  accountabilityTexts,
  digestTexts,
  invitationTexts,
  partnerGuide,
  shareKindLabels,
  sosLevelLabels,
  sosTexts,
} from './accountability.texts';

/** Words a mail subject must not carry: whoever sees the inbox learns nothing of what the app is for. */
const REVEALING = /porn|purity|relapse|recovery|accountab|crash|sos|addict|sex|lust|holdfast|help|emergency/i;

describe('accountability texts', () => {
  it('keeps the spec and issue texts word for word where they are not corrected', () => {
    expect(accountabilityTexts.requestSent).toBe('Accountability request sent successfully.');
    expect(accountabilityTexts.removed).toBe('Successfully removed the accountability');
    expect(accountabilityTexts.noRequestPending).toBe('No request pending');
    expect(accountabilityTexts.notOpen).toBe('This person is not open to being accountability at this time');
    expect(invitationTexts.unableToLogin).toBe('Unable to login');
  });

  it('labels every SOS level with the issue words', () => {
    expect(SOS_LEVELS.map((l) => sosLevelLabels[l])).toEqual(['Pray for me', 'Text me', 'Call me now']);
  });

  it('mail subjects are neutral', () => {
    for (const subject of [sosTexts.mailSubject, sosTexts.mailSubjectAgain, digestTexts.subject]) expect(subject).not.toMatch(REVEALING);
  });

  it('the partner guide offers things to say and to avoid for crash reports and SOS', () => {
    for (const guide of [partnerGuide.crashReport, partnerGuide.sos]) {
      expect(guide.say.length).toBeGreaterThanOrEqual(3);
      expect(guide.avoid.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('labels every sharing switch, all on by default', () => {
    expect(Object.keys(shareKindLabels).sort()).toEqual(Object.keys(DEFAULT_SHARING).sort());
    expect(effectiveSharing(DEFAULT_SHARING)).toEqual(DEFAULT_SHARING);
    expect(accessLogTexts.title).toBe('Who viewed my data');
  });

  it('notification targets are app paths of this area', () => {
    expect([accountabilityTargets.requests, accountabilityTargets.partners, accountabilityTargets.crashReports]).toEqual([
      '/accountability/requests',
      '/accountability/partners',
      '/accountability/crash-reports',
    ]);
    expect(accountabilityTargets.sos(5)).toBe('/sos/5');
  });

  it('invitations last seven days; the digest switch needs a boolean', () => {
    expect(INVITATION_TTL_MS).toBe(7 * 24 * 3600 * 1000);
    expect(updateDigestSettingsInputSchema.safeParse({ enabled: 'yes' }).success).toBe(false);
    expect(updateDigestSettingsInputSchema.parse({ enabled: false })).toEqual({ enabled: false });
  });
});
