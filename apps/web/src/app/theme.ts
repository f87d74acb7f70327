import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

// A calm deep teal: steady, hopeful, easy on the eyes for daily use.
const harbor: MantineColorsTuple = [
  '#eaf6f6',
  '#d6ebeb',
  '#a9d6d6',
  '#79c0c0',
  '#53aeae',
  '#3ba2a2',
  '#2c9b9c',
  '#1d8788',
  '#0c7879',
  '#006869',
];

/**
 * Light, outline and subtle variants draw their text in shade 9 of the colour on a pale tint, which
 * is under 4.5:1 for teal, green, orange and yellow at small sizes (badges, chips). Their text is
 * darkened until it passes WCAG AA.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const base = defaultVariantColorsResolver(input);
  const variant = input.variant ?? 'filled';
  if (!['light', 'outline', 'subtle'].includes(variant)) return base;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade !== undefined || parsed.color === 'dark' || parsed.color === 'gray') return base;
  const amount = ['yellow', 'orange', 'lime'].includes(parsed.color) ? 0.45 : 0.3;
  const text = darken(input.theme.colors[parsed.color]![9], amount);
  return { ...base, color: text, ...(variant === 'outline' ? { border: `1px solid ${text}` } : {}) };
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'harbor',
  primaryShade: { light: 8, dark: 5 },
  colors: { harbor },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    // Without a variant a NavLink takes the primary colour's plain light tints, whose text on the
    // hover tint of the active entry (the side menu's current page under the pointer) is 4.2:1:
    // as 'light' it goes through the resolver above, which darkens the text.
    NavLink: { defaultProps: { variant: 'light' } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Mantine draws a modal's header as <header>, a second banner landmark beside the app's while it is open.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
  },
});
