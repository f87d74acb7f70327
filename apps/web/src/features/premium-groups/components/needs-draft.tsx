import { useState } from 'react';
import { Navigate } from 'react-router';
import { premiumWebPaths as web } from '@holdfast/shared/premium-groups';
import { hasDraft } from '../lib/application-draft';

/** Spec 2.5: a page after the form sends the applicant back to it when the name is empty. */
export function NeedsDraft({ children }: { children: React.ReactNode }) {
  // Asked once on arrival: the answers are cleared once sent, on the way to the success page.
  const [ready] = useState(hasDraft);
  if (!ready) return <Navigate to={web.applicationForm} replace />;
  return <>{children}</>;
}
