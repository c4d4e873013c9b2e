import { Outlet } from 'react-router';
import { Toaster } from 'sonner';

/** A route layout with the toaster, for tests that read the toasts a page shows (the shell mounts the real one). */
export function ToasterLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
