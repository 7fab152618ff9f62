export { PlanLockNote, planLockReason } from './plan-lock-note.tsx';
