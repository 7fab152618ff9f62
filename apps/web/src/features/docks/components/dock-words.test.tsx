// @vitest-environment jsdom
// Decision 433: dock words the server sends as codes read in Hindi; English stays the server's own
// sentence, and a code this web has no words for falls back to it.
import { cleanup, screen, within } from '@testing-library/react';
import type { TDockState } from '@sortie/domain/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import {
  dockFixture,
  dockStateFixture,
  dockTaskFixture,
  renderDocks,
} from '../test/dock-test-render.tsx';
import { DockCard } from './dock-card.tsx';
import { DockHmsList } from './dock-hms-list.tsx';
import { DockTaskRows } from './dock-task-list.tsx';
import { DockTelemetry } from './dock-telemetry.tsx';
import { actionReplyText, dockWordText, modelText, syncText } from './dock-word-text.ts';

const hms: TDockState['hms'] = [
  {
    level: 2,
    code: '0x1B010001',
    device_domain: 3,
    description: 'Dock cover left motor stalled. Check the cover for obstructions.',
    description_code: { code: 'dock_tip_0x1b010001', params: { dock_cover_index: 'left' } },
  },
  { level: 0, code: '0x2', device_domain: 0, description: 'HMS 0x2', description_code: null },
];

const failed = dockTaskFixture({
  status: 'failed',
  reason:
    'The dock is offline. Check its power and network, then try again. The battery is at 20 %; it needs at least 50 %. Wait for it to charge.',
  reason_codes: [
    { code: 'dock_offline', params: {} },
    { code: 'battery_low', params: { percent: 20, min: 50 } },
  ],
});
const newer = dockTaskFixture({
  id: 't2',
  status: 'failed',
  reason: 'A reason from a newer server.',
  reason_codes: [{ code: 'not_known_here', params: {} }],
});

const state = dockStateFixture({
  pill: { kind: 'battery_low', label: 'Battery Low', color: 'red' },
  drone: {
    sn: 'AC1',
    online: true,
    mode_code: 5,
    wind_speed: null,
    capacity_percent: 86,
    low_battery_warning_threshold: null,
    charging: true,
    last_seen: null,
    properties: { mode_code: 5 },
  },
  properties: { mode_code: 0, cover_state: 1, network_state: { type: 2, quality: 9 } },
});

const showAll = () => {
  renderDocks(
    <>
      <DockCard companyId="c1" dock={dockFixture()} state={state} />
      <DockHmsList hms={hms} />
      <DockTelemetry state={state} />
      <DockTaskRows companyId="c1" tasks={[failed, newer]} canFly={false} />
    </>,
  );
};

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('dock words by code', () => {
  it('reads the pill, HMS, telemetry and task reasons in Hindi', async () => {
    await i18n.changeLanguage('hi');
    showAll();
    expect(screen.getByTestId('dock-pill').textContent).toBe('बैटरी कम');
    const list = screen.getByTestId('dock-hms-list');
    // The DJI code stays shown beside the Hindi text; a code with no text keeps its number.
    expect(list.textContent).toContain('डॉक कवर (बायाँ) की मोटर अटक गई।');
    expect(list.textContent).toContain('(0x1B010001)');
    expect(list.textContent).toContain('HMS 0x2');
    const telemetry = within(screen.getByTestId('dock-telemetry'));
    expect(telemetry.getByText('मोड')).toBeTruthy();
    expect(telemetry.getByText('निष्क्रिय')).toBeTruthy();
    expect(telemetry.getByText('वेलाइन उड़ान')).toBeTruthy();
    expect(telemetry.getByText('खुला')).toBeTruthy();
    expect(telemetry.getByText('ईथरनेट')).toBeTruthy();
    expect(telemetry.getByText('अज्ञात (9)')).toBeTruthy();
    expect(telemetry.getByText('86 % (चार्ज हो रहा है)')).toBeTruthy();
    const [known, unknown] = screen.getAllByTestId('dock-task');
    expect(known!.textContent).toContain(
      'डॉक ऑफ़लाइन है। उसकी बिजली और नेटवर्क जाँचें, फिर दोबारा कोशिश करें। बैटरी 20 % है; कम से कम 50 % चाहिए।',
    );
    expect(unknown!.textContent).toContain('A reason from a newer server.');
    expect(document.body.textContent).not.toMatch(/Battery Low|Check the cover|Wayline|Idle/);
  });

  it('keeps the server English byte for byte in English', () => {
    showAll();
    expect(screen.getByTestId('dock-pill').textContent).toBe('Battery Low');
    expect(screen.getByTestId('dock-hms-list').textContent).toContain(
      'Dock cover left motor stalled. Check the cover for obstructions.',
    );
    const telemetry = within(screen.getByTestId('dock-telemetry'));
    expect(telemetry.getByText('Wayline flight')).toBeTruthy();
    expect(telemetry.getByText('Unknown (9)')).toBeTruthy();
    expect(telemetry.getByText('86 % (charging)')).toBeTruthy();
    expect(screen.getAllByTestId('dock-task')[0]!.textContent).toContain(failed.reason);
  });

  it('writes checks, conflicts, task endings, action replies and sync in Hindi', async () => {
    await i18n.changeLanguage('hi');
    expect(
      dockWordText('The wind is 14 m/s, above the 10 m/s limit. …', [
        { code: 'wind_high', params: { wind: 14, limit: 10 } },
      ]),
    ).toBe('हवा 14 m/s है, जो 10 m/s की सीमा से ज़्यादा है। उड़ान शांत मौसम के लिए शेड्यूल करें।');
    expect(
      dockWordText('North gate is already booked …', [
        {
          code: 'dock_booked',
          params: { dock: 'North gate', mission: 'Perimeter', from: '10:00', to: '10:20' },
        },
      ]),
    ).toBe('North gate पहले से "Perimeter" के लिए 10:00 से 10:20 UTC तक बुक है। कोई दूसरा समय या डॉक चुनें।');
    expect(
      dockWordText('The dock reported timeout, result 314005.', [
        { code: 'dock_reported_result', params: { status: 'timeout', result: 314005 } },
      ]),
    ).toBe('डॉक ने बताया: समय ख़त्म, परिणाम कोड 314005।');
    expect(actionReplyText({ result: 319001, message: 'The dock is busy …' })).toBe(
      'डॉक किसी टास्क या लॉग अपलोड में व्यस्त है।',
    );
    expect(actionReplyText({ result: 777, message: 'The dock answered with code 777.' })).toBe(
      'डॉक ने कोड 777 के साथ उत्तर दिया।',
    );
    expect(syncText({ status: 'fail', reason: 3, reason_text: 'Download failed' })).toEqual({
      status: 'विफल',
      reason: 'डाउनलोड विफल',
    });
    // A model the server has no name for: its fallback word in Hindi; product names as sent.
    expect(modelText('Aircraft (0-99-0)', '0-99-0', 'aircraft')).toBe('ड्रोन (0-99-0)');
    expect(modelText('DJI Dock 2', '3-2-0', 'dock')).toBe('DJI Dock 2');
    await i18n.changeLanguage('en');
    expect(modelText('Aircraft (0-99-0)', '0-99-0', 'aircraft')).toBe('Aircraft (0-99-0)');
    expect(dockWordText('Wind 4 m/s.', [{ code: 'wind_ok', params: { wind: 4 } }])).toBe(
      'Wind 4 m/s.',
    );
    expect(syncText({ status: 'fail', reason: 3, reason_text: 'Download failed' })).toEqual({
      status: 'fail',
      reason: 'Download failed',
    });
  });
});
