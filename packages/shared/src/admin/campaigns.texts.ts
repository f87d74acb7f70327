/** A campaign push's title is at most this long (a notification's title line). */
export const CAMPAIGN_TITLE_MAX = 65;
/** A campaign push's body is at most this long (two lines of a notification). */
export const CAMPAIGN_BODY_MAX = 240;

/** The meta type of a campaign's bell item and push. */
export const CAMPAIGN_NOTIFICATION_TYPE = 'production-campaign';

/** The console's campaign push page. */
export const campaignsTexts = {
  title: 'Campaign push',
  intro:
    'Send a notice to every member whose device follows the news (the production-campaign topic). It lands in their bell and as a push on those devices; discreet members see a neutral push.',
  titleLabel: 'Title',
  bodyLabel: 'Message',
  send: 'Send campaign',
  sent: 'The campaign is on its way',
  sendFailed: 'Unable to send the campaign',
} as const;
