// AITestBench /ai-test-bench: public; the detector runs in the visitor's browser.
import { AiTestBenchPage } from '../../../features/ai-detection/components/ai-test-bench-page.tsx';

export function Component() {
  return <AiTestBenchPage />;
}
