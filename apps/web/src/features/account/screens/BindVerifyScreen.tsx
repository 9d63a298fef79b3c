import { BindScreen } from '../components/BindScreen';

/** First-time bind of an email or phone (?type=email|phone). */
export default function BindVerifyScreen() {
  return <BindScreen mode="bind" />;
}
