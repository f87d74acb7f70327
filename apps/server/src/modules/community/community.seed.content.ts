import type { CategoryKey, ReactionType } from '@holdfast/shared/community';

/**
 * The sample community a new install starts with, so that it is not empty: a few
 * topics per category, threads with replies, written as members of a faith-based purity-recovery
 * program would write them. Hopeful and respectful, nothing explicit, no real names. Authors are the
 * sample members below (display names only; accounts nobody can sign in to). Posts pass the same
 * sanitiser as posted HTML before they are stored. Thread titles are unique, and so are reply texts
 * within a thread (the seed finds a reply's id by them).
 */

export interface SampleMember {
  key: string;
  name: string;
  age: number;
  isMarried: boolean;
  /** Certified leaders post in the Certified Leader's category. */
  isLeader?: boolean;
  /** Days since this member accepted the community agreement. */
  joinedDaysAgo: number;
}

export interface SampleReply {
  by: string;
  text: string;
  reactions?: { by: string; type: ReactionType }[];
  /** Nested replies under this one (one level, as the forum nests). */
  replies?: SampleReply[];
}

export interface SampleThread {
  by: string;
  title: string;
  content: string;
  /** Hours since the thread was started; its replies follow it, an hour or more apart. */
  hoursAgo: number;
  isPinned?: boolean;
  replies: SampleReply[];
}

export interface SampleTopic {
  key: CategoryKey;
  name: string;
  description: string;
  threads: SampleThread[];
}

/** Shown on each sample member's profile, so nobody waits on an answer from one. */
export const SAMPLE_BIOGRAPHY =
  'Sample member: this account shows what the community looks like on a new Holdfast. Nobody signs in to it or reads messages sent to it.';

export const SAMPLE_MEMBERS: SampleMember[] = [
  { key: 'pilgrim', name: 'Steadfast Pilgrim', age: 38, isMarried: true, joinedDaysAgo: 120 },
  { key: 'cedar', name: 'Morning Cedar', age: 34, isMarried: false, joinedDaysAgo: 95 },
  { key: 'harbor', name: 'Quiet Harbor', age: 47, isMarried: true, isLeader: true, joinedDaysAgo: 300 },
  { key: 'lantern', name: 'Lantern Bearer', age: 29, isMarried: false, joinedDaysAgo: 60 },
  { key: 'mile', name: 'Second Mile', age: 52, isMarried: true, isLeader: true, joinedDaysAgo: 410 },
  { key: 'vine', name: 'Rooted Vine', age: 41, isMarried: true, joinedDaysAgo: 150 },
  { key: 'dawn', name: 'New Dawn', age: 23, isMarried: false, joinedDaysAgo: 21 },
  { key: 'grace', name: 'Grace Upon Grace', age: 36, isMarried: true, joinedDaysAgo: 200 },
];

export const SAMPLE_TOPICS: SampleTopic[] = [
  {
    key: 'general',
    name: 'Daily victories',
    description: 'Share a win from today, however small.',
    threads: [
      {
        by: 'dawn',
        title: 'Seven days and counting',
        content:
          '<p>A week ago I did not think I could make it to day two. Today is day seven. I am not proud of myself so much as <strong>grateful</strong>. Thank you all for the replies last week.</p>',
        hoursAgo: 20,
        replies: [
          {
            by: 'harbor',
            text: '<p>Seven days is a real thing. Keep doing the small things that got you here. 🙏</p>',
            reactions: [
              { by: 'dawn', type: 'Loved' },
              { by: 'cedar', type: 'Liked' },
            ],
          },
          {
            by: 'cedar',
            text: '<p>Grateful is the right word. What has helped most this week?</p>',
            replies: [
              {
                by: 'dawn',
                text: '<p>Honestly? Texting my partner every night at ten, even when there is nothing to say.</p>',
                reactions: [{ by: 'harbor', type: 'Liked' }],
              },
            ],
          },
          { by: 'grace', text: '<p>Proud to walk alongside you. One day at a time.</p>' },
        ],
      },
      {
        by: 'lantern',
        title: 'Small win: I called instead of scrolling',
        content:
          '<p>Felt the old restlessness after a long day. Instead of picking up my phone in bed I called my accountability partner from the kitchen. Ten minutes. The urge passed.</p>',
        hoursAgo: 52,
        replies: [
          {
            by: 'vine',
            text: '<p>That is exactly the kind of win that adds up. Well done.</p>',
            reactions: [{ by: 'lantern', type: 'Liked' }],
          },
          {
            by: 'pilgrim',
            text: '<p>The kitchen part matters. Getting out of the room where it usually happens is half the battle for me too.</p>',
          },
        ],
      },
    ],
  },
  {
    key: 'general',
    name: 'Prayer requests',
    description: 'Ask for prayer, and pray for one another.',
    threads: [
      {
        by: 'pilgrim',
        title: 'Prayer for a hard week at work',
        content:
          '<p>Long hours and travel this week. Hotels have always been hard for me. I would be grateful for prayer for wisdom and for a clear head.</p>',
        hoursAgo: 30,
        replies: [
          {
            by: 'mile',
            text: '<p>Praying now. A tip that helped me: ask the front desk to take the TV remote, and call home before bed.</p>',
            reactions: [{ by: 'pilgrim', type: 'Loved' }],
          },
          { by: 'grace', text: '<p>Lifting you up this week, brother.</p>' },
          {
            by: 'cedar',
            text: '<p>Praying for you. Will you post when you are back?</p>',
            replies: [{ by: 'pilgrim', text: '<p>I will. Thank you all.</p>' }],
          },
        ],
      },
      {
        by: 'vine',
        title: 'Praying for my brother who is just starting',
        content:
          '<p>My younger brother told me last night that he is struggling with the same thing I did. I am so glad he said it out loud. Please pray that he takes the next step.</p>',
        hoursAgo: 75,
        replies: [
          { by: 'harbor', text: '<p>What a gift that he trusted you with it. Praying for you both.</p>' },
          {
            by: 'lantern',
            text: '<p>Praying. Someone did that for me once and it changed everything.</p>',
            reactions: [{ by: 'vine', type: 'Liked' }],
          },
        ],
      },
    ],
  },
  {
    key: 'general',
    name: 'Encouraging verses',
    description: 'Scripture that is carrying you right now.',
    threads: [
      {
        by: 'grace',
        title: 'Psalm 51 this morning',
        content:
          '<p><em>"Create in me a pure heart, O God, and renew a steadfast spirit within me."</em> I have read this a hundred times, but this morning it felt like a prayer I could actually pray.</p>',
        hoursAgo: 10,
        replies: [
          { by: 'pilgrim', text: '<p>Verse 12 is my favourite: restore to me the joy of your salvation.</p>' },
          { by: 'dawn', text: '<p>Writing this one on a card for my desk. Thank you.</p>' },
        ],
      },
      {
        by: 'cedar',
        title: '1 Corinthians 10:13 on repeat',
        content:
          '<p>God provides a way out. My way out is usually very ordinary: a walk, a phone call, going to bed on time. What is yours?</p>',
        hoursAgo: 140,
        replies: [
          {
            by: 'vine',
            text: '<p>Putting on my running shoes. I do not even have to run; putting them on breaks the spell.</p>',
            reactions: [
              { by: 'cedar', type: 'Liked' },
              { by: 'grace', type: 'Liked' },
            ],
          },
          { by: 'mile', text: '<p>Saying out loud, "This is a temptation, not a need." Sounds simple. It works.</p>' },
          { by: 'lantern', text: '<p>Worship music in the car on the way home.</p>' },
        ],
      },
    ],
  },
  {
    key: 'outgrow',
    name: 'Triggers and temptations',
    description: 'Name what trips you up and what helps.',
    threads: [
      {
        by: 'cedar',
        title: 'Late nights are my weak spot',
        content:
          '<p>Almost every slip I have had was after 11 pm, tired and alone. I am trying a hard stop: devices charge in the living room at 10:30. Anyone else?</p>',
        hoursAgo: 44,
        replies: [
          {
            by: 'pilgrim',
            text: '<p>Same pattern here. The charging station in the hallway was the single best change I made.</p>',
            reactions: [{ by: 'cedar', type: 'Liked' }],
            replies: [
              { by: 'cedar', text: '<p>Good to hear it lasts. How long have you kept it up?</p>' },
              { by: 'pilgrim', text: '<p>Eight months now. Some nights I still grumble about it.</p>' },
            ],
          },
          {
            by: 'harbor',
            text: '<p>HALT helped me: am I Hungry, Angry, Lonely or Tired? Late at night it is usually all four.</p>',
            reactions: [{ by: 'dawn', type: 'Loved' }],
          },
        ],
      },
      {
        by: 'dawn',
        title: 'Boredom on the weekends',
        content:
          '<p>Weekdays are fine because I am busy. Saturdays with nothing planned are where I get into trouble. How do you fill the time without just keeping busy for its own sake?</p>',
        hoursAgo: 98,
        replies: [
          {
            by: 'mile',
            text: '<p>Plan one thing with another person every Saturday, even coffee. Isolation is the real trigger under the boredom.</p>',
            reactions: [{ by: 'dawn', type: 'Liked' }],
          },
          { by: 'lantern', text: '<p>I volunteer at a food bank on Saturday mornings. It gets me out and it is good for my soul.</p>' },
          { by: 'vine', text: '<p>Learning something with my hands. This year it is woodworking. Badly, but happily.</p>' },
        ],
      },
    ],
  },
  {
    key: 'outgrow',
    name: 'Building new habits',
    description: 'Replacing old routines with life-giving ones.',
    threads: [
      {
        by: 'vine',
        title: 'A morning routine that is working',
        content:
          '<ul><li>Phone stays on the charger until after breakfast</li><li>Ten minutes of Scripture and prayer</li><li>Daily check-in before work</li></ul><p>Nothing fancy, but three months in it has changed my days.</p>',
        hoursAgo: 60,
        replies: [
          {
            by: 'grace',
            text: '<p>Stealing this list. The check-in before work is a great idea.</p>',
            reactions: [{ by: 'vine', type: 'Liked' }],
          },
          {
            by: 'dawn',
            text: '<p>How do you keep the phone on the charger? That is my hardest one.</p>',
            replies: [{ by: 'vine', text: '<p>An old alarm clock. No excuse to pick up the phone.</p>' }],
          },
        ],
      },
      {
        by: 'lantern',
        title: 'Phone out of the bedroom: week two',
        content: '<p>Two weeks without my phone in the bedroom. Sleep is better and the nights are calmer. Posting so I stay honest.</p>',
        hoursAgo: 190,
        replies: [
          { by: 'cedar', text: '<p>Proud of you. Keep posting.</p>' },
          { by: 'harbor', text: '<p>Better sleep makes every other fight easier. Good choice.</p>' },
        ],
      },
    ],
  },
  {
    key: 'share',
    name: 'My story',
    description: 'Where you have been and where God is taking you.',
    threads: [
      {
        by: 'mile',
        title: 'Years of secrecy, one year of honesty',
        content:
          '<p>For most of my adult life I kept this hidden from everyone, including my wife. A year ago I told her, and then my pastor. It was the hardest and best day of my life. Healing has been slow, but it is real. If you are still hiding, the light is not as frightening as it looks from the dark.</p>',
        hoursAgo: 110,
        replies: [
          { by: 'dawn', text: '<p>Thank you for writing this. I needed to read it today.</p>', reactions: [{ by: 'mile', type: 'Loved' }] },
          {
            by: 'pilgrim',
            text: '<p>"The light is not as frightening as it looks from the dark." Going to remember that.</p>',
            reactions: [
              { by: 'grace', type: 'Liked' },
              { by: 'lantern', type: 'Liked' },
            ],
          },
          { by: 'vine', text: '<p>Your courage gives the rest of us courage.</p>' },
        ],
      },
      {
        by: 'lantern',
        title: 'I finally told my pastor',
        content:
          "<p>I was sure he would look at me differently. He listened, prayed with me, and told me about a men's group at church. I walked out lighter than I walked in.</p>",
        hoursAgo: 36,
        replies: [
          { by: 'harbor', text: '<p>That is what the church is meant to be. So glad it went that way.</p>' },
          {
            by: 'cedar',
            text: '<p>Are you going to try the group?</p>',
            replies: [
              { by: 'lantern', text: '<p>First meeting is Thursday. Nervous, but going.</p>', reactions: [{ by: 'cedar', type: 'Loved' }] },
            ],
          },
        ],
      },
    ],
  },
  {
    key: 'share',
    name: 'Milestones',
    description: 'Celebrate 30, 90, 365 days and everything between.',
    threads: [
      {
        by: 'cedar',
        title: '90 days today',
        content:
          '<p>Ninety days. I have tried and failed to get here more times than I can count. This time was different because I stopped trying to do it alone.</p>',
        hoursAgo: 15,
        replies: [
          {
            by: 'mile',
            text: '<p>Ninety days! Well done, and thanks for naming what made the difference.</p>',
            reactions: [{ by: 'cedar', type: 'Liked' }],
          },
          { by: 'dawn', text: '<p>This gives me hope for my own ninety.</p>' },
          { by: 'grace', text: '<p>Celebrating with you. 🎉</p>' },
        ],
      },
      {
        by: 'harbor',
        title: 'One year, by grace',
        content:
          '<p>A year ago I joined this community on the worst week of my life. Today marks a year of freedom. None of it was my own strength. Thank you for every reply and every prayer.</p>',
        hoursAgo: 230,
        replies: [
          {
            by: 'pilgrim',
            text: '<p>What a testimony. Thank you for staying and helping the rest of us.</p>',
            reactions: [
              { by: 'harbor', type: 'Loved' },
              { by: 'vine', type: 'Liked' },
            ],
          },
          { by: 'lantern', text: '<p>Congratulations. Your replies helped me in my first month.</p>' },
        ],
      },
    ],
  },
  {
    key: 'program',
    name: 'The 30 Day Challenge',
    description: 'Questions and encouragement for the daily lessons.',
    threads: [
      {
        by: 'dawn',
        title: 'Day 12 reflection hit hard',
        content:
          '<p>The question about what I am really looking for when I am tempted stopped me. I think it is rest, and I have been looking for it in the wrong place.</p>',
        hoursAgo: 28,
        replies: [
          { by: 'harbor', text: '<p>That is a big discovery. Real rest is worth planning for: a sabbath, sleep, time with friends.</p>' },
          { by: 'grace', text: '<p>Day 12 got me too. Keep going, the second half builds on it.</p>' },
        ],
      },
      {
        by: 'grace',
        title: 'Is it okay to repeat a day?',
        content:
          '<p>I rushed through a few days last week and want to go back and do them properly. Is that allowed, or should I just move on?</p>',
        hoursAgo: 80,
        replies: [
          {
            by: 'mile',
            text: '<p>Go back. The challenge is there to help you, not to be finished quickly.</p>',
            reactions: [{ by: 'grace', type: 'Liked' }],
          },
          { by: 'cedar', text: '<p>I did the whole thing twice. The second time was better.</p>' },
        ],
      },
    ],
  },
  {
    key: 'program',
    name: 'Check-ins and partners',
    description: 'Getting the most from daily check-ins and accountability.',
    threads: [
      {
        by: 'lantern',
        title: 'How honest should my check-ins be?',
        content: '<p>Some days I want to tick "good" and move on. But my partner reads them. How honest do you all get?</p>',
        hoursAgo: 65,
        replies: [
          {
            by: 'pilgrim',
            text: '<p>Completely. The check-in only helps if it tells the truth, especially on the hard days.</p>',
            reactions: [
              { by: 'lantern', type: 'Liked' },
              { by: 'vine', type: 'Liked' },
            ],
          },
          {
            by: 'vine',
            text: '<p>My partner and I agreed: no judgment for an honest hard day, only questions.</p>',
            replies: [{ by: 'lantern', text: '<p>I like that agreement. Going to ask mine for the same.</p>' }],
          },
        ],
      },
      {
        by: 'pilgrim',
        title: 'Finding a partner who fits',
        content: '<p>My first partnership faded after a few weeks. What made yours last?</p>',
        hoursAgo: 170,
        replies: [
          { by: 'mile', text: '<p>Someone a little further along, who answers the phone. And a fixed time each week.</p>' },
          { by: 'cedar', text: "<p>We started by reading each other's stories. Knowing the whole picture helped.</p>" },
          { by: 'harbor', text: '<p>Do not give up after one try. It took me three.</p>', reactions: [{ by: 'pilgrim', type: 'Liked' }] },
        ],
      },
    ],
  },
  {
    key: 'marriage',
    name: 'Rebuilding trust',
    description: 'For husbands walking the long road back to trust.',
    threads: [
      {
        by: 'vine',
        title: 'When she asks questions I do not want to answer',
        content:
          '<p>My wife still has questions months later. I want to be honest without making her relive everything. How have others handled this?</p>',
        hoursAgo: 48,
        replies: [
          {
            by: 'mile',
            text: '<p>Answer what she asks, plainly, and let her decide how much she wants to know. A counsellor helped us find that line.</p>',
            reactions: [{ by: 'vine', type: 'Liked' }],
          },
          { by: 'grace', text: '<p>Her questions are part of her healing. Patience with them has been the best apology I could give.</p>' },
        ],
      },
      {
        by: 'grace',
        title: 'Patience when trust comes slowly',
        content:
          '<p>I have been clean for a long while, and I still feel the distance some days. I am learning that trust is rebuilt in small, boring, faithful days.</p>',
        hoursAgo: 125,
        replies: [
          {
            by: 'pilgrim',
            text: '<p>"Small, boring, faithful days." That is the whole thing, isn\'t it.</p>',
            reactions: [{ by: 'grace', type: 'Loved' }],
          },
          { by: 'harbor', text: '<p>Keep showing up. It does come back.</p>' },
        ],
      },
    ],
  },
  {
    key: 'marriage',
    name: 'Parenting with purpose',
    description: 'Protecting and talking with our kids.',
    threads: [
      {
        by: 'pilgrim',
        title: 'Talking to my 12-year-old about online safety',
        content:
          '<p>I want my son to hear about this from me before he hears about it anywhere else. How did you start the conversation?</p>',
        hoursAgo: 90,
        replies: [
          {
            by: 'mile',
            text: '<p>Keep it calm and short, and make it the first of many talks. Tell him he can always come to you without being in trouble.</p>',
            reactions: [{ by: 'pilgrim', type: 'Liked' }],
          },
          { by: 'vine', text: '<p>A drive together works well: no eye contact needed, and nobody can walk off.</p>' },
        ],
      },
      {
        by: 'mile',
        title: 'Setting up filters on the family devices',
        content:
          '<p>We put filters on every device in the house this month, and the kids know why. Happy to share what we learned if it helps anyone.</p>',
        hoursAgo: 260,
        replies: [
          {
            by: 'grace',
            text: '<p>Yes please. Did you include the game console?</p>',
            replies: [{ by: 'mile', text: '<p>We did. Most consoles have family settings that are easy to miss.</p>' }],
          },
          { by: 'vine', text: '<p>Thanks for being open about it with your kids. That is the part I want to get right.</p>' },
        ],
      },
    ],
  },
  {
    key: 'certified',
    name: 'Leading a group',
    description: 'For certified leaders: running groups well.',
    threads: [
      {
        by: 'harbor',
        title: 'Keeping a group conversation safe',
        content:
          '<p>Our group agreed on three rules: what is shared stays here, no details that could trip someone else up, and we end every meeting in prayer. What are yours?</p>',
        hoursAgo: 70,
        isPinned: true,
        replies: [
          {
            by: 'mile',
            text: '<p>We add one: nobody fixes anybody. We listen first and ask before giving advice.</p>',
            reactions: [{ by: 'harbor', type: 'Liked' }],
            replies: [{ by: 'harbor', text: '<p>Good one. Adding it to ours.</p>' }],
          },
        ],
      },
      {
        by: 'mile',
        title: 'When a group member relapses',
        content:
          '<p>One of the men in my group slipped this week and almost did not come back. How do you welcome someone back without making light of it?</p>',
        hoursAgo: 150,
        replies: [
          {
            by: 'harbor',
            text: '<p>I call before the meeting, so the first words he hears are welcome back. Then we look together at what led up to it.</p>',
            reactions: [{ by: 'mile', type: 'Loved' }],
            replies: [{ by: 'mile', text: '<p>Calling first. I will do that tonight.</p>' }],
          },
          {
            by: 'harbor',
            text: '<p>And remind the group that a slip is a reason to lean in, not to step away. Shame keeps men away longer than the slip does.</p>',
          },
        ],
      },
    ],
  },
  {
    key: 'certified',
    name: 'Leader care',
    description: 'Leaders need support too.',
    threads: [
      {
        by: 'mile',
        title: 'Guarding my own heart while leading',
        content:
          "<p>Hearing other men's struggles every week can wear on me. How do you keep your own walk healthy while you carry others?</p>",
        hoursAgo: 200,
        replies: [
          {
            by: 'harbor',
            text: '<p>I have my own accountability partner who is not in my group, and I keep one evening a week free of ministry.</p>',
            reactions: [{ by: 'mile', type: 'Liked' }],
          },
          {
            by: 'harbor',
            text: '<p>Also: it is fine to tell the group you are tired. They respect honesty from a leader more than strength.</p>',
          },
        ],
      },
      {
        by: 'harbor',
        title: 'Praying for one another as leaders',
        content: '<p>Let us use this thread to share one prayer request each week for ourselves, not for our groups.</p>',
        hoursAgo: 40,
        replies: [
          {
            by: 'mile',
            text: '<p>Patience with my teenagers this week. Thank you, brother.</p>',
            replies: [{ by: 'harbor', text: '<p>Praying for you tonight.</p>' }],
          },
          { by: 'harbor', text: '<p>Mine: rest. I have said yes to too much this month.</p>', reactions: [{ by: 'mile', type: 'Loved' }] },
        ],
      },
    ],
  },
];
