import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMOTIONS } from '@holdfast/shared/check-ins';
import { mockApi, preloadLazyRoutes, renderRoutes, signIn } from '@/test/render';
import { checkInsAppRoutes } from '../routes';

/** A face's drawing without its colours: two faces differ by shape, not only by hue. */
function shape(svg: Element): string {
  return svg.innerHTML.replace(/(fill|stroke)="hsl\([^"]*\)"/g, '');
}

describe('emotion faces', () => {
  beforeAll(() => preloadLazyRoutes(checkInsAppRoutes));

  it('the emotion step draws every emotion its own face', async () => {
    signIn();
    mockApi({
      'GET checkins/for-day': [200, { exists: false, checkin: null }],
      'GET checkin/emotions': [
        200,
        EMOTIONS.map((e) => ({
          id: e.id,
          display_name: e.display_name,
          emoji_image: `/api/v1.2/checkin/emotions/${e.id}/image.svg`,
          is_active: true,
        })),
      ],
      'GET checkin/faster-scale': [200, []],
    });
    renderRoutes(checkInsAppRoutes, '/check-in/emotion');
    const tiles = await screen.findAllByRole('button', { pressed: false });
    const faces = EMOTIONS.map((e) => {
      const tile = tiles.find((b) => within(b).queryByText(e.display_name));
      expect(tile, e.display_name).toBeDefined();
      const svg = tile!.querySelector('svg');
      expect(svg, `${e.display_name} has a drawn face`).not.toBeNull();
      // Decorative: the name is written beside it.
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      return shape(svg!);
    });
    expect(new Set(faces).size).toBe(EMOTIONS.length);
  });
});
