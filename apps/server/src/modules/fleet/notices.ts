// Fleet notices (issue 15 items 2 and 3): maintenance due by hours or date, insurance and pilot
// licences about to expire. In the app they are computed on read, so they are never stale and
// need no job; by mail, `sweep` (hourly, from wiring/fleet.ts) sends each licence notice once per
// expiry date to its pilot, recorded in fleet_notices_sent. Decision 351.
import {
  FLEET_NOTICE_DAYS,
  FLEET_NOTICE_HOURS,
  type TFleetDrone,
  type TFleetNotice,
  type TFleetNoticeCode,
} from '@sortie/domain/contracts';
import { assertRight, type Membership } from '../../access/index.ts';
import { mailDay, mailLanguage, mailText } from '../mail/index.ts';
import type { Aircraft } from './aircraft.ts';
import type { FleetDeps } from './deps.ts';
import * as licenceRepo from './licence-repo.ts';
import { daysBetween, type Licences } from './licences.ts';

const nameOf = (d: TFleetDrone) => d.nickname ?? `${d.model_name} ${d.serial}`;

/** The notices of one drone on `today` (retired and lost aircraft have none). */
export function droneNotices(d: TFleetDrone, today: string): TFleetNotice[] {
  if (d.status === 'retired' || d.status === 'lost') return [];
  const out: TFleetNotice[] = [];
  const subject = nameOf(d);
  const base = { subject_id: d.id, subject };
  if (
    d.maintenance_due_hours !== null &&
    d.flight_hours >= d.maintenance_due_hours - FLEET_NOTICE_HOURS
  ) {
    const overdue = d.flight_hours >= d.maintenance_due_hours;
    out.push({
      ...base,
      kind: 'maintenance_due',
      due: String(d.maintenance_due_hours),
      overdue,
      code: overdue ? 'maintenance_hours_overdue' : 'maintenance_hours_due',
      params: { subject, flown: d.flight_hours, due: d.maintenance_due_hours },
      message: overdue
        ? `${subject} is due for maintenance: ${d.flight_hours} h flown, service at ${d.maintenance_due_hours} h.`
        : `${subject} needs maintenance at ${d.maintenance_due_hours} h (${d.flight_hours} h flown).`,
    });
  }
  if (d.maintenance_due_date !== null) {
    const days = daysBetween(today, d.maintenance_due_date);
    if (days <= FLEET_NOTICE_DAYS) {
      out.push({
        ...base,
        kind: 'maintenance_due',
        due: d.maintenance_due_date,
        overdue: days <= 0,
        code: days <= 0 ? 'maintenance_date_overdue' : 'maintenance_date_due',
        params: { subject, date: d.maintenance_due_date, days },
        message:
          days <= 0
            ? `${subject} was due for maintenance on ${d.maintenance_due_date}.`
            : `${subject} is due for maintenance on ${d.maintenance_due_date} (in ${days} days).`,
      });
    }
  }
  if (d.insurance_expiry !== null) {
    const days = daysBetween(today, d.insurance_expiry);
    if (days <= FLEET_NOTICE_DAYS) {
      out.push({
        ...base,
        kind: 'insurance_expiring',
        due: d.insurance_expiry,
        overdue: days < 0,
        code: days < 0 ? 'insurance_expired' : 'insurance_expiring',
        params: { subject, date: d.insurance_expiry, days },
        message:
          days < 0
            ? `The insurance of ${subject} expired on ${d.insurance_expiry}. Renew it before flying.`
            : `The insurance of ${subject} expires on ${d.insurance_expiry} (in ${days} days).`,
      });
    }
  }
  return out;
}

/** The licence notice; `name` null: the reader's own licence ("Your pilot licence …"). */
export function licenceMessage(name: string | null, expiry: string, days: number): string {
  const whose = name === null ? 'Your pilot licence' : `The pilot licence of ${name}`;
  return days < 0
    ? `${whose} expired on ${expiry}. Renew it before flying.`
    : `${whose} expires on ${expiry} (in ${days} days).`;
}

/**
 * The code and params of licenceMessage, for the web to write in the reader's language. A pilot
 * without a name has their own codes: the English "a pilot" would otherwise reach Hindi readers.
 */
export function licenceCode(
  pilot: { own: boolean; name: string | null },
  expiry: string,
  days: number,
): Pick<TFleetNotice, 'code' | 'params'> {
  const state: TFleetNoticeCode = days < 0 ? 'licence_expired' : 'licence_expiring';
  if (pilot.own) return { code: `own_${state}`, params: { date: expiry, days } };
  if (pilot.name === null) return { code: `unnamed_${state}`, params: { date: expiry, days } };
  return { code: state, params: { name: pilot.name, date: expiry, days } };
}

export function createNotices(deps: FleetDeps, aircraft: Aircraft, licences: Licences) {
  const { db, clock } = deps;
  const today = () => clock.now().toISOString().slice(0, 10);

  return {
    /** Notices for the actor: every drone's, and licences (own; a manager's: everyone's). */
    async list(actor: Membership): Promise<TFleetNotice[]> {
      assertRight(actor, 'Drones', 'GET');
      const day = today();
      const [drones, pilots] = await Promise.all([
        aircraft.listDrones(actor),
        licences.list(actor),
      ]);
      const out = drones.flatMap((d) => droneNotices(d, day));
      for (const l of pilots) {
        if (l.expiry === null || l.days_left === null || l.days_left > FLEET_NOTICE_DAYS) continue;
        const name = l.pilot.name ?? 'a pilot';
        const own = l.pilot.id === actor.userId;
        out.push({
          kind: 'licence_expiring',
          subject_id: l.pilot.id,
          subject: name,
          due: l.expiry,
          overdue: l.days_left < 0,
          ...licenceCode({ own, name: l.pilot.name }, l.expiry, l.days_left),
          message: licenceMessage(own ? null : name, l.expiry, l.days_left),
        });
      }
      return out.sort(
        (a, b) => Number(b.overdue) - Number(a.overdue) || a.due.localeCompare(b.due),
      );
    },

    /**
     * Mails each pilot whose licence expires within FLEET_NOTICE_DAYS, once per expiry date.
     * Answers how many mails were queued.
     */
    async sweep(): Promise<number> {
      const mail = deps.mail;
      if (!mail) return 0;
      const day = today();
      const horizon = new Date(Date.parse(`${day}T00:00:00Z`) + FLEET_NOTICE_DAYS * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const due = await licenceRepo.licencesExpiringBy(db, horizon);
      let sent = 0;
      for (const l of due) {
        const fresh = await licenceRepo.markNoticeSent(db, {
          company_id: l.company_id,
          kind: 'licence_expiring',
          subject_id: l.user_id,
          due: l.expiry!,
          sent_at: clock.now(),
        });
        if (!fresh) continue;
        const to = await mail.recipientOf(l.user_id);
        if (!to) continue;
        const days = daysBetween(day, l.expiry!);
        // In the pilot's saved language (decision 434); the English is licenceMessage's.
        const lang = mailLanguage(to.language);
        await mail.queue({
          kind: 'pilot_licence_expiry',
          to: to.email,
          ...mailText(lang, days < 0 ? 'pilot_licence_expired' : 'pilot_licence_expiring', {
            date: mailDay(lang, l.expiry!),
            days,
          }),
        });
        sent++;
      }
      return sent;
    },
  };
}

export type Notices = ReturnType<typeof createNotices>;
