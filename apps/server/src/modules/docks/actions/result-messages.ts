// The dock's six-digit result codes as sentences (dji-cloud-api.md §3, §5.3). Unknown codes are
// shown with their number: the public table is incomplete (513001, 613006).
const MESSAGES: Record<number, string> = {
  0: 'The dock accepted the command.',
  314013: 'The dock could not get the route file for the task.',
  316001: 'The dock could not set the aircraft parameters.',
  319001: 'The dock is busy with a task or a log upload.',
  321004: 'The dock could not process the route file.',
  325004: 'The device command timed out (is the aircraft powered on?).',
  513002: 'The camera is missing.',
  513003: 'This camera is already live.',
  513006: 'The livestream could not start.',
  513010: 'The device is offline.',
  513011: 'Livestreaming is not enabled on the device.',
  513013: 'The device does not support this stream protocol.',
  513014: 'The livestream parameters were refused.',
  514100: 'The dock reported an error.',
  514134: 'Heavy rain prevents the task.',
};

export function dockResultMessage(result: number): string {
  return MESSAGES[result] ?? `The dock answered with code ${result}.`;
}
