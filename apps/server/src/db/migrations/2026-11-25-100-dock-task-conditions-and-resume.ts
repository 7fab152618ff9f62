// Conditional dock tasks and breakpoint resume (issue 11 §7, dji-cloud-api.md §6.1-6.2,
// docs/decisions/311): the task's type, a conditional task's battery and window, the break point
// the dock last reported, and which task a resumed one continues.
// Frozen: never edit after release; add a new migration instead.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('dock_tasks')
    .addColumn('task_type', 'text', (c) => c.notNull().defaultTo('immediate'))
    .addColumn('ready_battery_percent', 'integer')
    .addColumn('ready_until', 'timestamptz')
    .addColumn('break_point', 'jsonb')
    .addColumn('resume_of', 'text', (c) => c.references('dock_tasks.id').onDelete('set null'))
    .addColumn('resume_from', 'integer')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('dock_tasks')
    .dropColumn('task_type')
    .dropColumn('ready_battery_percent')
    .dropColumn('ready_until')
    .dropColumn('break_point')
    .dropColumn('resume_of')
    .dropColumn('resume_from')
    .execute();
}
