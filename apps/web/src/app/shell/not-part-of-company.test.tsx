// @vitest-environment jsdom
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { clearNotices, noticeTone, useCurrentNotice } from '../../lib/notify.ts';
import { buildUser } from '../../testing/factories.ts';
import { mockFetch, renderApp } from '../../testing/render-app.tsx';
import { NOT_PART_OF_COMPANY, notifyNotPartOfCompany } from './not-part-of-company.ts';

describe("'You are no more part of this company' (platform-core §4, §8)", () => {
  afterEach(() => clearNotices());

  it('carries the code of the path that found the loss, once per few seconds', () => {
    const { result } = renderHook(() => useCurrentNotice());
    act(() => {
      expect(notifyNotPartOfCompany(403, 1_000_000)).toBe(true);
    });
    expect(result.current).toMatchObject({
      message: NOT_PART_OF_COMPANY,
      code: 403,
      timeout: 5000,
    });
    expect(noticeTone(result.current!.code)).toBe('error');
    // The other path notices the same loss a moment later: no second notice.
    expect(notifyNotPartOfCompany(400, 1_001_000)).toBe(false);
    act(() => clearNotices());
    act(() => {
      expect(notifyNotPartOfCompany(400, 1_010_000)).toBe(true);
    });
    expect(result.current).toMatchObject({ message: NOT_PART_OF_COMPANY, code: 400 });
  });

  it("says it in Hindi with the server error's words", async () => {
    await i18n.changeLanguage('hi');
    try {
      const { result } = renderHook(() => useCurrentNotice());
      act(() => {
        expect(notifyNotPartOfCompany(403, 2_000_000)).toBe(true);
      });
      expect(result.current?.message).toBe('अब आप इस वर्कस्पेस के सदस्य नहीं हैं।');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('is shown with code 400 when the route names a workspace the user is not in', async () => {
    mockFetch();
    // Far from the previous test's notices, so the quiet window is over.
    const { router } = renderApp('/company/gone/settings', { user: buildUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/p1/settings'));
    const snackbar = await screen.findByTestId('app-snackbar');
    expect(snackbar.textContent).toContain(NOT_PART_OF_COMPANY);
    expect(renderHook(() => useCurrentNotice()).result.current?.code).toBe(400);
  });
});
