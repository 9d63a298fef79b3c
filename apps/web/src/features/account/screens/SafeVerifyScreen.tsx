import { StepUpScreen } from '../components/StepUpScreen';

/** Step-up before a sensitive action: choose a bound factor, enter its code. */
export default function SafeVerifyScreen() {
  return <StepUpScreen pickChannel testId="screen-safe-verify" />;
}
