import { EMOTIONS } from '@holdfast/shared/check-ins';

/**
 * Each emotion of the daily check-in has its own drawn face (eyes, brows, mouth and a mark), so two
 * emotions with the same mood no longer share one picture (Anxious and Stressed did). Drawn inline:
 * no image request per tile and the same look on every platform. Decorative: the emotion's name is
 * always written beside it.
 */
type Eyes = 'dots' | 'wide' | 'sleepy' | 'closedDown' | 'closedUp' | 'aside' | 'down' | 'squeezed';
type Brows = 'none' | 'worried' | 'angry' | 'raised' | 'determined' | 'oneUp';
type Mouth = 'flat' | 'smile' | 'softSmile' | 'open' | 'frown' | 'deepFrown' | 'wavy' | 'grimace' | 'o' | 'side';
type Mark = 'none' | 'sweat' | 'tear' | 'zzz' | 'blush' | 'sparkle' | 'question' | 'anger';

interface Face {
  eyes: Eyes;
  brows: Brows;
  mouth: Mouth;
  mark: Mark;
}

/** By emotion id (spec 1's fifteen emotions; admins may rename or hide them, not add). */
const EMOTION_FACES: Record<number, Face> = {
  1: { eyes: 'sleepy', brows: 'none', mouth: 'side', mark: 'none' }, // Bored
  2: { eyes: 'aside', brows: 'worried', mouth: 'frown', mark: 'tear' }, // Lonely
  3: { eyes: 'wide', brows: 'worried', mouth: 'wavy', mark: 'sweat' }, // Anxious
  4: { eyes: 'squeezed', brows: 'angry', mouth: 'grimace', mark: 'sweat' }, // Stressed
  5: { eyes: 'aside', brows: 'oneUp', mouth: 'wavy', mark: 'question' }, // Self Doubting
  6: { eyes: 'dots', brows: 'angry', mouth: 'frown', mark: 'anger' }, // Ticked Off
  7: { eyes: 'closedDown', brows: 'none', mouth: 'o', mark: 'zzz' }, // Exhausted
  8: { eyes: 'closedDown', brows: 'worried', mouth: 'deepFrown', mark: 'tear' }, // Depressed
  9: { eyes: 'dots', brows: 'raised', mouth: 'smile', mark: 'none' }, // Encouraged
  10: { eyes: 'closedUp', brows: 'none', mouth: 'softSmile', mark: 'none' }, // Peaceful
  11: { eyes: 'dots', brows: 'none', mouth: 'softSmile', mark: 'blush' }, // Content
  12: { eyes: 'dots', brows: 'determined', mouth: 'open', mark: 'sparkle' }, // Motivated
  13: { eyes: 'closedUp', brows: 'raised', mouth: 'open', mark: 'blush' }, // Joyful
  14: { eyes: 'down', brows: 'worried', mouth: 'flat', mark: 'blush' }, // Shame
  15: { eyes: 'dots', brows: 'none', mouth: 'flat', mark: 'none' }, // Other
};

const NEUTRAL: Face = { eyes: 'dots', brows: 'none', mouth: 'flat', mark: 'none' };
const INK = '#2b2b2b';
const line = { fill: 'none', stroke: INK, strokeWidth: 3, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const };

function EyesPart({ eyes }: { eyes: Eyes }) {
  switch (eyes) {
    case 'wide':
      return (
        <g>
          <circle cx={22} cy={26} r={6} fill="#fff" stroke={INK} strokeWidth={2} />
          <circle cx={42} cy={26} r={6} fill="#fff" stroke={INK} strokeWidth={2} />
          <circle cx={22} cy={26} r={2.5} fill={INK} />
          <circle cx={42} cy={26} r={2.5} fill={INK} />
        </g>
      );
    case 'sleepy':
      return (
        <g>
          <path d="M16 27 H28" {...line} />
          <path d="M36 27 H48" {...line} />
          <circle cx={22} cy={29.5} r={2.5} fill={INK} />
          <circle cx={42} cy={29.5} r={2.5} fill={INK} />
        </g>
      );
    case 'closedDown':
      return (
        <g>
          <path d="M16 26 Q22 31 28 26" {...line} />
          <path d="M36 26 Q42 31 48 26" {...line} />
        </g>
      );
    case 'closedUp':
      return (
        <g>
          <path d="M16 28 Q22 21 28 28" {...line} />
          <path d="M36 28 Q42 21 48 28" {...line} />
        </g>
      );
    case 'aside':
      return (
        <g>
          <circle cx={19} cy={26} r={4} fill={INK} />
          <circle cx={39} cy={26} r={4} fill={INK} />
        </g>
      );
    case 'down':
      return (
        <g>
          <circle cx={22} cy={30} r={3.5} fill={INK} />
          <circle cx={42} cy={30} r={3.5} fill={INK} />
        </g>
      );
    case 'squeezed':
      return (
        <g>
          <path d="M17 22 L26 26 L17 30" {...line} />
          <path d="M47 22 L38 26 L47 30" {...line} />
        </g>
      );
    default:
      return (
        <g>
          <circle cx={22} cy={26} r={4} fill={INK} />
          <circle cx={42} cy={26} r={4} fill={INK} />
        </g>
      );
  }
}

function BrowsPart({ brows }: { brows: Brows }) {
  switch (brows) {
    case 'worried':
      return (
        <g>
          <path d="M15 19 L27 15" {...line} />
          <path d="M49 19 L37 15" {...line} />
        </g>
      );
    case 'angry':
      return (
        <g>
          <path d="M15 15 L27 20" {...line} />
          <path d="M49 15 L37 20" {...line} />
        </g>
      );
    case 'raised':
      return (
        <g>
          <path d="M16 17 Q22 12 28 17" {...line} />
          <path d="M36 17 Q42 12 48 17" {...line} />
        </g>
      );
    case 'determined':
      return (
        <g>
          <path d="M15 16 L28 19" {...line} />
          <path d="M49 16 L36 19" {...line} />
        </g>
      );
    case 'oneUp':
      return (
        <g>
          <path d="M15 18 H27" {...line} />
          <path d="M36 16 Q42 11 48 15" {...line} />
        </g>
      );
    default:
      return null;
  }
}

function MouthPart({ mouth }: { mouth: Mouth }) {
  switch (mouth) {
    case 'smile':
      return <path d="M19 40 Q32 52 45 40" {...line} />;
    case 'softSmile':
      return <path d="M23 42 Q32 48 41 42" {...line} />;
    case 'open':
      return <path d="M18 39 H46 Q44 54 32 54 Q20 54 18 39 Z" fill={INK} stroke={INK} strokeWidth={2} strokeLinejoin="round" />;
    case 'frown':
      return <path d="M22 48 Q32 40 42 48" {...line} />;
    case 'deepFrown':
      return <path d="M19 50 Q32 37 45 50" {...line} />;
    case 'wavy':
      return <path d="M19 45 Q23 41 27 45 T35 45 T43 45" {...line} />;
    case 'grimace':
      return (
        <g>
          <rect x={19} y={40} width={26} height={10} rx={3} fill="#fff" stroke={INK} strokeWidth={2.5} />
          <path d="M19 45 H45 M25.5 40 V50 M32 40 V50 M38.5 40 V50" stroke={INK} strokeWidth={1.5} />
        </g>
      );
    case 'o':
      return <ellipse cx={32} cy={45} rx={4.5} ry={5.5} fill={INK} />;
    case 'side':
      return <path d="M26 45 H42" {...line} />;
    default:
      return <path d="M22 45 H42" {...line} />;
  }
}

function MarkPart({ mark }: { mark: Mark }) {
  switch (mark) {
    case 'sweat':
      return <path d="M52 12 Q57 20 52 23 Q47 20 52 12 Z" fill="#74c0fc" stroke="#1c7ed6" strokeWidth={1.5} />;
    case 'tear':
      return <path d="M21 32 Q25 39 21 42 Q17 39 21 32 Z" fill="#74c0fc" stroke="#1c7ed6" strokeWidth={1.5} />;
    case 'zzz':
      return (
        <path
          d="M46 6 H54 L46 14 H54 M55 16 H60 L55 21 H60"
          fill="none"
          stroke={INK}
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      );
    case 'blush':
      return (
        <g fill="#ff8787" opacity={0.75}>
          <ellipse cx={14} cy={37} rx={5} ry={3} />
          <ellipse cx={50} cy={37} rx={5} ry={3} />
        </g>
      );
    case 'sparkle':
      return <path d="M54 4 L56 10 L62 12 L56 14 L54 20 L52 14 L46 12 L52 10 Z" fill="#fcc419" stroke="#e67700" strokeWidth={1} />;
    case 'question':
      return (
        <path
          d="M50 9 Q50 4 55 4 Q60 4 60 9 Q60 13 55 14 V17 M55 21 V21.5"
          fill="none"
          stroke={INK}
          strokeWidth={2.5}
          strokeLinecap="round"
        />
      );
    case 'anger':
      return (
        <path
          d="M49 6 Q53 10 49 14 M53 4 Q57 8 61 4 M55 16 Q58 12 62 15"
          fill="none"
          stroke="#c92a2a"
          strokeWidth={2.5}
          strokeLinecap="round"
        />
      );
    default:
      return null;
  }
}

const MOOD = new Map<number, number>(EMOTIONS.map((e) => [e.id, e.mood]));

/** Red-orange (low mood) to green (high), as the server's emotion pictures are coloured. */
function faceColours(emotionId: number) {
  const mood = Math.max(-1, Math.min(1, MOOD.get(emotionId) ?? 0));
  const hue = Math.round(((mood + 1) / 2) * 110 + 10);
  return { fill: `hsl(${hue} 80% 72%)`, stroke: `hsl(${hue} 45% 40%)` };
}

export function EmotionFace({ emotionId, size = 40 }: { emotionId: number; size?: number }) {
  const face = EMOTION_FACES[emotionId] ?? NEUTRAL;
  const colours = faceColours(emotionId);
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-face={`${face.eyes}-${face.brows}-${face.mouth}-${face.mark}`}
      style={{ display: 'block', flex: 'none' }}
    >
      <circle cx={32} cy={34} r={27} fill={colours.fill} stroke={colours.stroke} strokeWidth={2} />
      <BrowsPart brows={face.brows} />
      <EyesPart eyes={face.eyes} />
      <MouthPart mouth={face.mouth} />
      <MarkPart mark={face.mark} />
    </svg>
  );
}
