import { describe, expect, it } from 'vitest';
import type { MenuSection } from '@holdfast/shared/shell';
import { sameSideMenu } from './side-menu';

const sections = (): MenuSection[] => [
  { title: null, entries: [{ label: 'Dashboard', icon: 'home', to: '/dashboard' }] },
  { title: 'Community', entries: [{ label: 'Message', icon: 'messages', to: '/messages', badge: 'unread-messages' }] },
];
const onNavigate = () => undefined;
const onTriggerMenu = () => undefined;

describe('the side menu is drawn again only when what it shows changed', () => {
  it('skips a redraw for new but equal sections (the shell builds them anew on each answer)', () => {
    expect(
      sameSideMenu(
        { sections: sections(), onNavigate, onTriggerMenu, unread: 2 },
        { sections: sections(), onNavigate, onTriggerMenu, unread: 2 },
      ),
    ).toBe(true);
  });

  it('redraws for another entry, another unread count or other callbacks', () => {
    const base = { sections: sections(), onNavigate, onTriggerMenu, unread: 2 };
    const renamed = sections();
    renamed[0]!.entries[0]!.label = 'Home';
    expect(sameSideMenu(base, { ...base, sections: renamed })).toBe(false);
    expect(sameSideMenu(base, { ...base, sections: sections().slice(0, 1) })).toBe(false);
    expect(sameSideMenu(base, { ...base, unread: 3 })).toBe(false);
    expect(sameSideMenu(base, { ...base, onNavigate: () => undefined })).toBe(false);
  });
});
