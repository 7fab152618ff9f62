// Members by CSV (issue 15 item 4, a release-notes milestone): bulk invites from a file with a
// preview and an error per row and column, within the plan's max_members, all or nothing. The
// file is read by the one CSV parser (http/csv.ts, shared with the fleet imports) and every row
// goes through the single invite's rules; the invites are stored in one transaction and mailed
// after it commits. Decision 353.
import { randomUUID } from 'node:crypto';
import { AppError, assertFeature } from '@sortie/domain';
import {
  ZCreateInviteRequest,
  type TCreateInviteRequest,
  type TCsvImportResponse,
  type TCsvRowError,
} from '@sortie/domain/contracts';
import { assertRight, type Membership } from '../../../access/index.ts';
import { parseCsv } from '../../../http/csv.ts';
import * as invites from '../invites-repo.ts';
import type { WorkspacesDeps } from './deps.ts';
import { mailInvite } from './invites.ts';

export const MEMBERS_CSV_COLUMNS = ['email', 'country_code', 'phone_number', 'role'] as const;
const PREVIEW_ROWS = 20;

/** The identity a row names, as one key: an address, or +code number. */
function keyOf(input: TCreateInviteRequest): string {
  return 'email' in input
    ? input.email.toLowerCase()
    : `+${input.country_code} ${input.phone_number}`;
}

export function createInviteCsv(deps: WorkspacesDeps) {
  const { db, clock, features } = deps;

  return {
    async importCsv(actor: Membership, csv: string, commit: boolean): Promise<TCsvImportResponse> {
      assertRight(actor, 'Invites', 'POST');
      assertRight(actor, 'AddMember', 'POST');
      if (actor.personalSpace) {
        throw AppError.rule('personal_workspace', 'A personal workspace cannot have members.');
      }
      const { header, rows } = parseCsv(csv);
      if (!header.includes('email') && !header.includes('phone_number')) {
        throw AppError.rule(
          'csv_missing_columns',
          'The header needs an email column (or country_code and phone_number). Start from the template.',
          { columns: ['email'] },
        );
      }
      const pending = await invites.findCompanyInvites(db, actor.companyId);
      const pendingKeys = new Set(
        pending.map((p) =>
          p.email ? p.email.toLowerCase() : `+${p.country_code} ${p.phone_number}`,
        ),
      );
      const errors: TCsvRowError[] = [];
      const parsed: TCreateInviteRequest[] = [];
      const seen = new Map<string, number>();
      for (const [n, cells] of rows.entries()) {
        const row = n + 1;
        const err = (column: string, message: string) => errors.push({ row, column, message });
        const role = cells.role ? cells.role.toLowerCase() : 'member';
        const body = cells.email
          ? { email: cells.email, role }
          : {
              country_code: cells.country_code?.replace(/^\+/, ''),
              phone_number: cells.phone_number,
              role,
            };
        // The union's own branch, so each issue names its column (a union's error names none).
        const [byEmail, byPhone] = ZCreateInviteRequest.options;
        const got = cells.email ? byEmail.safeParse(body) : byPhone.safeParse(body);
        if (!got.success) {
          const columns = new Set(got.error.issues.map((i) => String(i.path[0] ?? 'email')));
          for (const c of columns) err(c, columnMessage(c));
          continue;
        }
        const input = got.data;
        if (input.role === 'admin' && actor.role !== 'owner') {
          err('role', 'Only an owner can invite admins.');
        }
        const key = keyOf(input);
        const column = 'email' in input ? 'email' : 'phone_number';
        const first = seen.get(key);
        if (first !== undefined) err(column, `The same person as row ${first}.`);
        else seen.set(key, row);
        if (pendingKeys.has(key)) err(column, 'This person already has a pending invite.');
        const who =
          'email' in input
            ? { email: input.email.toLowerCase() }
            : { countryCode: input.country_code, phoneNumber: input.phone_number };
        if (await invites.findActiveMemberByIdentifier(db, actor.companyId, who)) {
          err(column, 'This person is already a member of the workspace.');
        }
        parsed.push(input);
      }
      // max_members counts pending invites too: the whole file must fit, or none of it is sent.
      try {
        assertFeature(
          await features.fclOf(db, actor.companyId),
          'max_members',
          pending.length + rows.length,
        );
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        errors.push({ row: 0, column: 'file', message: error.message });
      }
      const result = (imported: number): TCsvImportResponse => ({
        rows: rows.length,
        errors,
        imported,
        preview: rows.slice(0, PREVIEW_ROWS),
      });
      if (!commit || errors.length > 0) return result(0);
      const ids = await db.transaction().execute(async (trx) => {
        // Counted again under the transaction: an invite sent meanwhile may have taken a slot.
        const now = await invites.countPendingInvites(trx, actor.companyId);
        assertFeature(
          await features.fclOf(trx, actor.companyId),
          'max_members',
          now + parsed.length,
        );
        const out: string[] = [];
        for (const input of parsed) {
          const row = await invites.insertInvite(trx, {
            id: randomUUID(),
            company_id: actor.companyId,
            email: 'email' in input ? input.email.toLowerCase() : null,
            country_code: 'email' in input ? null : input.country_code,
            phone_number: 'email' in input ? null : input.phone_number,
            role: input.role,
            invited_by: actor.userId,
            accepted_by: null,
            created_at: clock.now(),
            responded_at: null,
          });
          out.push(row.id);
        }
        return out;
      });
      for (const id of ids) {
        const view = await invites.findInviteView(db, id);
        if (view) await mailInvite(deps, view);
      }
      return result(ids.length);
    },
  };
}

function columnMessage(column: string): string {
  switch (column) {
    case 'email':
      return 'Not an e-mail address.';
    case 'role':
      return 'The role must be admin, member or guest.';
    case 'phone_number':
      return 'The phone number must be 4 to 15 digits.';
    case 'country_code':
      return 'The country code must be 1 to 4 digits.';
    default:
      return 'Check this value.';
  }
}
