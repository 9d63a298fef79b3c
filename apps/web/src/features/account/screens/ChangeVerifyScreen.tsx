import { BindScreen } from '../components/BindScreen';

/** Replace the bound email or phone (?type=email|phone): old code first, then the new one. */
export default function ChangeVerifyScreen() {
  return <BindScreen mode="change" />;
}
