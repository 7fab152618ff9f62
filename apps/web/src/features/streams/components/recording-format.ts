// A video's length as players show it: 75.4 → '1:15', 3725 → '1:02:05'. (The domain's
// formatDuration speaks in working days, for flying time.)
export function formatVideoLength(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
