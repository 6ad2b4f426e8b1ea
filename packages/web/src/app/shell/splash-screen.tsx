import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { leaveFirstScreen } from '../../lib/leave-first-screen';
import { BRAND } from '../../texts/common';
import './shell.css';

interface SplashScreenProps {
  message: string;
  busy?: boolean;
  children?: ReactNode;
}

export function SplashScreen({ message, busy = false, children }: SplashScreenProps) {
  // While busy it stays behind the server-drawn catalogue; what it says otherwise must be seen.
  useLayoutEffect(() => {
    if (!busy) leaveFirstScreen();
  }, [busy]);
  return (
    <div className="app-splash">
      <h1 className="app-splash__brand">{BRAND.name}</h1>
      {busy && <Spinner size={32} />}
      <p role="status" className="app-splash__message">
        {message}
      </p>
      {children}
    </div>
  );
}
