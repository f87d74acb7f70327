/** The web push opt-in (issue 40) and what the service worker shows for a push. */
export const pushTexts = {
  offerTitle: 'Get a gentle nudge',
  offerBody:
    'Turn on notifications to hear when a partner reaches out, your group needs you or it is time to check in. They never show what you wrote.',
  allow: 'Allow',
  notNow: 'Not now',
  enabled: 'Notifications are on.',
  denied: 'Notifications are blocked for this site. You can allow them in your browser’s settings.',
  failed: 'Notifications could not be turned on. Please try again later.',
  installTitle: 'Add Holdfast to your Home Screen',
  installBody: 'On iPhone and iPad, notifications work once Holdfast is on your Home Screen:',
  installSteps: [
    'Tap the Share button in Safari’s toolbar.',
    'Choose ‘Add to Home Screen’, then ‘Add’.',
    'Open Holdfast from your Home Screen and turn on notifications there.',
  ],
  installDone: 'Got it',
  /** The service worker's text for a chat message (the push carries only the message's id). */
  newMessage: 'New message',
} as const;
