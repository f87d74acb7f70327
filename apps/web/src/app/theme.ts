import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
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
    Card: { defaultProps: { radius: 'lg', withBorder: true, padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
  },
});
