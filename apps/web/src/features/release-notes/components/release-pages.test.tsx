// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_RELEASE, RELEASES } from '@sortie/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { ChangelogPage } from './changelog-page.tsx';
import { ReleasePage } from './release-page.tsx';

function ReleaseRoute() {
  const { version = '' } = useParams();
  return <ReleasePage version={version} />;
}

function renderAt(route: string) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path="/whatsnew" element={<ChangelogPage />} />
        <Route path="/whatsnew/:version" element={<ReleaseRoute />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('release notes pages', () => {
  afterEach(cleanup);

  it('the changelog lists every version with caption, product and date', () => {
    renderAt('/whatsnew');
    for (const r of RELEASES) {
      const item = screen.getByTestId(`changelog-item-${r.version}`);
      expect(item.textContent).toContain(r.caption);
      expect(item.textContent).toContain(r.product);
    }
    expect(screen.getByTestId(`changelog-item-${CURRENT_RELEASE}`).textContent).toContain('Latest');
  });

  it('a release shows announcements, sections and FAQs as accordions', async () => {
    renderAt(`/whatsnew/${CURRENT_RELEASE}`);
    const release = RELEASES[0]!;
    expect(screen.getByTestId('release-title').textContent).toContain(release.caption);
    expect(screen.getByTestId('release-announcements').textContent).toContain(
      release.announcements[0]!.message,
    );
    expect(screen.getByTestId('release-features').textContent).toContain(
      release.features[0]!.title,
    );
    const faq = release.faqs[0]!;
    const summary = screen.getByRole('button', { name: faq.title });
    expect(summary.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(summary);
    expect(summary.getAttribute('aria-expanded')).toBe('true');
  });

  it('an unknown version goes to the changelog', () => {
    renderAt('/whatsnew/1999.1');
    expect(screen.getByTestId('changelog-list')).toBeTruthy();
  });

  it('opens a release from the changelog', async () => {
    renderAt('/whatsnew');
    await userEvent.click(screen.getByTestId('changelog-item-2025.6'));
    expect(screen.getByTestId('release-title').textContent).toContain('2025.6');
  });
});
