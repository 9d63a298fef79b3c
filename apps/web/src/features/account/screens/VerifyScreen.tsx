import { StepUpScreen } from '../components/StepUpScreen';

/** The code-entry step on its own, for callers that already know the channel (?channel=). */
export default function VerifyScreen() {
  return <StepUpScreen pickChannel={false} testId="screen-verify" />;
}
