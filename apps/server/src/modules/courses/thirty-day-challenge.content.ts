/**
 * The 30 Day Challenge's days, written for Holdfast: each day a theme (the video's title), a
 * short introduction, one reflection question and one practice. The videos stay small generated
 * files; the words are what a new install shows of the program.
 */
export interface ChallengeDay {
  theme: string;
  intro: string;
  reflection: string;
  practice: string;
}

export const THIRTY_DAY_CHALLENGE: ChallengeDay[] = [
  {
    theme: 'Why you are here',
    intro: 'Freedom starts with telling the truth about where you are. Today you name it.',
    reflection: 'What made you decide to start this challenge now?',
    practice: 'Write one honest sentence about your struggle and keep it somewhere private.',
  },
  {
    theme: 'You are not alone',
    intro: 'Shame grows in secret and shrinks in the light. Recovery is done together.',
    reflection: 'Who is one person you could be honest with this month?',
    practice: 'Text your accountability partner one honest sentence today.',
  },
  {
    theme: 'Know your triggers',
    intro: 'Most slips follow a pattern: a time, a place, a feeling. Learn yours.',
    reflection: 'When and where are you most vulnerable during a normal week?',
    practice: 'List your three most common triggers.',
  },
  {
    theme: 'Guard the gates',
    intro: 'Small changes to your devices and routines remove easy exits.',
    reflection: 'Which device or habit opens the door most often?',
    practice: 'Set your phone to charge outside the bedroom tonight.',
  },
  {
    theme: 'The FASTER slide',
    intro: 'Relapse rarely comes out of nowhere. It slides through stages you can learn to see.',
    reflection: 'Which FASTER stage do you recognise in yourself this week?',
    practice: "Do today's check-in and read the FASTER explanation slowly.",
  },
  {
    theme: 'Feelings are signals',
    intro: 'Loneliness, stress and boredom are not commands. They are messages.',
    reflection: 'Which feeling most often comes right before you struggle?',
    practice: 'Name your feelings out loud three times today.',
  },
  {
    theme: 'A week of honesty',
    intro: 'One week in. Look back with kindness and with truth.',
    reflection: 'What surprised you about this first week?',
    practice: 'Fill in the weekly check-in questions.',
  },
  {
    theme: 'Grace, not grit',
    intro: 'Willpower runs out. Grace is a gift you receive again every morning.',
    reflection: 'Where have you been trying to do this alone, by force?',
    practice: 'Pray or sit in silence for five minutes before your day starts.',
  },
  {
    theme: 'Rest well',
    intro: 'Exhaustion is one step from relapse. Sleep is part of recovery.',
    reflection: 'How does a bad night change the next day for you?',
    practice: 'Choose a bedtime and keep it tonight.',
  },
  {
    theme: 'Move your body',
    intro: 'Stress stored in the body asks for a way out. Give it a healthy one.',
    reflection: 'What kind of movement helps you feel steady?',
    practice: 'Take a ten-minute walk without your phone.',
  },
  {
    theme: 'Your story so far',
    intro: 'Understanding where this began helps you stop blaming yourself and start healing.',
    reflection: 'When did this struggle first start, and what was happening then?',
    practice: 'Write a short paragraph about the first time, without judging yourself.',
  },
  {
    theme: 'Lies and truth',
    intro: 'Every slip is carried by a lie: "nobody will know", "I deserve this".',
    reflection: 'What lie do you hear most often in a weak moment?',
    practice: 'Write the lie down, and next to it the truth.',
  },
  {
    theme: 'Reaching out early',
    intro: 'The best time to call is before the crisis, not after it.',
    reflection: 'What stops you from reaching out when you first feel the pull?',
    practice: 'Agree a simple code word with your partner that means "I am struggling".',
  },
  {
    theme: 'Two weeks in',
    intro: 'Celebrate what is growing, and be honest about what is hard.',
    reflection: 'What has changed in you in two weeks, even a little?',
    practice: 'Tell someone one good thing about these two weeks.',
  },
  {
    theme: 'When you fall',
    intro: 'A slip is not the end of the road. What you do next matters most.',
    reflection: 'How have you treated yourself after a slip in the past?',
    practice: 'Write what you will do in the first hour after a slip.',
  },
  {
    theme: 'Plan for hard moments',
    intro: 'Decide now what you will do when the pull is strongest.',
    reflection: 'What three things could you do instead, in the moment?',
    practice: "Save your plan as a note on your phone's home screen.",
  },
  {
    theme: 'Healthy connection',
    intro: 'We were made for real closeness. Counterfeits promise it and never deliver.',
    reflection: 'Where do you feel most truly known?',
    practice: 'Spend unhurried time with someone you love today.',
  },
  {
    theme: 'Boredom and purpose',
    intro: 'Empty hours invite old habits. Purpose fills them with something better.',
    reflection: 'What would you do with an extra free hour if you were living free?',
    practice: 'Plan tomorrow evening, hour by hour.',
  },
  {
    theme: 'Anger underneath',
    intro: 'Resentment is often the quiet fuel behind acting out.',
    reflection: 'Who or what are you holding a grudge against right now?',
    practice: 'Write down one resentment and what it costs you.',
  },
  {
    theme: 'Gratitude',
    intro: 'Gratitude turns attention from what is missing to what is given.',
    reflection: 'What are three good things from yesterday?',
    practice: 'Write three thank-yous before bed.',
  },
  {
    theme: 'Three weeks of practice',
    intro: 'Habits are forming. Look at what is working and keep it.',
    reflection: 'Which new practice has helped you most so far?',
    practice: 'Do the weekly check-in and your commitment to change.',
  },
  {
    theme: 'Your body and worth',
    intro: 'You are more than your urges, and other people are more than bodies.',
    reflection: 'How has this struggle changed how you see others?',
    practice: 'Look someone in the eye today and really listen.',
  },
  {
    theme: 'Loneliness',
    intro: 'Loneliness is one of the strongest triggers. It is also a call to connection.',
    reflection: 'When did you last feel lonely, and what did you do with it?',
    practice: 'Call someone instead of texting today.',
  },
  {
    theme: 'Stress and rhythm',
    intro: 'A steady rhythm of work and rest protects you on busy days.',
    reflection: 'What does your week look like when you are "speeding up"?',
    practice: 'Block one protected hour of rest in your calendar this week.',
  },
  {
    theme: 'Honest relationships',
    intro: 'Secrets keep distance; honesty builds trust, slowly.',
    reflection: 'Is there something you still need to tell someone close to you?',
    practice: 'Talk with your partner about how honest you have been this month.',
  },
  {
    theme: 'Forgiveness',
    intro: 'Receiving forgiveness and giving it both loosen the grip of shame.',
    reflection: 'What do you find harder: forgiving yourself or someone else?',
    practice: 'Write a letter of forgiveness you do not have to send.',
  },
  {
    theme: 'Beyond thirty days',
    intro: 'Recovery is a direction, not a finish line. Plan the road ahead.',
    reflection: 'What support will you need after this challenge ends?',
    practice: 'Choose your next course or group.',
  },
  {
    theme: 'Your freedom plan',
    intro: 'Bring together your triggers, your plan and your people.',
    reflection: 'What are the three most important parts of your plan?',
    practice: 'Write your freedom plan on one page.',
  },
  {
    theme: 'Helping others',
    intro: 'One day your story will help someone else take their first step.',
    reflection: 'Who could you encourage, now or one day?',
    practice: 'Send a word of encouragement to someone today.',
  },
  {
    theme: 'Keep going',
    intro: 'You finished thirty days. Look how far you have come, and keep walking.',
    reflection: 'What is one thing God showed you during these thirty days?',
    practice: 'Celebrate with someone who walked with you.',
  },
];
