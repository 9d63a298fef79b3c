import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** A screen's top bar. Back returns to the previous screen, or home on a direct visit. */
export function PageHeader({ title, right }: { title: ReactNode; right?: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const onBack = () => {
    // 'default' is the key of the first history entry: nothing inside the app to go back to.
    if (location.key === 'default') navigate('/home', { replace: true });
    else navigate(-1);
  };
  return (
    <NavBar className="page-header" onBack={onBack} right={right}>
      {title}
    </NavBar>
  );
}
