// Workspace switcher at the top of the rail (platform-core §2 "Workspace switcher"). The switcher,
// its rules and the Create Workspace dialog live in features/workspaces.
export { WorkspaceSwitcher } from '../../features/workspaces/components/workspace-switcher.tsx';
