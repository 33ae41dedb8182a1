import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, MSG, type LoginInput } from '@littleloom/shared';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api';
import { Logo } from '../../../ui/Logo';
import { ADMIN_HOME } from '../admin-menu';
import { saveAdminSession, useAdminToken } from '../session/admin-session';
import { adminInputClass, adminPrimaryButtonClass } from '../ui/admin-styles';
import { adminLogin } from './admin-login-api';
import { PageMeta } from '../../../ui/PageMeta';
import { TextField } from '../../../ui/TextField';

const EMPTY_FORM: LoginInput = { email: '', password: '' };

/**
 * /admin/login (back-office.md §2): heading 'Admin Panel', e-mail, password and Login. A stored
 * admin session skips the form; a successful sign-in stores the session, after which the same
 * check moves on (replacing history) to the admin home.
 */
export function AdminLoginPage() {
  const token = useAdminToken();
  const [failure, setFailure] = useState<string | null>(null);
  // The failure toasts of earlier tries: a successful sign-in clears them away.
  const failureToasts = useRef<(string | number)[]>([]);
  const toastFailure = (message: string) => {
    failureToasts.current.push(toast.error(message));
  };
  const form = useForm<LoginInput, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: EMPTY_FORM,
  });
  const { handleSubmit } = form;

  const login = useMutation({
    mutationFn: adminLogin,
    onMutate: () => setFailure(null),
    onSuccess: (reply) => {
      if (reply.user.role !== 'admin') {
        setFailure(MSG.adminLoginFailed);
        toastFailure(MSG.adminLoginFailed);
        return;
      }
      for (const id of failureToasts.current) toast.dismiss(id);
      failureToasts.current = [];
      toast.success(MSG.adminLoginSuccess);
      saveAdminSession(reply.token);
    },
    onError: (error) => {
      // The server answered (wrong password, not an admin, too many tries): 'Login failed' and
      // its reason under the form. It never answered: 'An error occurred' (§8).
      const answered = error instanceof ApiError && error.status !== 0;
      toastFailure(answered ? MSG.adminLoginFailed : MSG.adminLoginError);
      setFailure(error instanceof Error && error.message ? error.message : 'Unknown error');
    },
  });

  if (token) return <Navigate to={ADMIN_HOME} replace />;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-10">
      <title>Admin Panel · Little Loom</title>
      <PageMeta noindex />
      <div className="w-full max-w-sm">
        <div className="mb-6 flex justify-center">
          <Logo markSize={32} />
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">Admin Panel</h1>
          <p className="mt-1 text-sm text-slate-600">Sign in to manage the shop.</p>
          <form
            noValidate
            aria-label="Admin sign-in"
            onSubmit={(event) => void handleSubmit((values) => login.mutate(values))(event)}
            className="mt-6 flex flex-col gap-4 text-sm"
          >
            <TextField
              form={form}
              name="email"
              id="admin-email"
              label="Email"
              type="email"
              autoComplete="username"
              inputMode="email"
              spellCheck={false}
              className={adminInputClass}
            />
            <TextField
              form={form}
              name="password"
              id="admin-password"
              label="Password"
              type="password"
              autoComplete="current-password"
              className={adminInputClass}
            />
            {failure ? (
              <p
                role="alert"
                className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 font-bold text-red-800"
              >
                {failure}
              </p>
            ) : null}
            <button
              type="submit"
              disabled={login.isPending}
              className={`${adminPrimaryButtonClass} mt-2 w-full`}
            >
              {login.isPending ? 'Signing in…' : 'Login'}
            </button>
          </form>
        </div>
      </div>
    </main>
  );
}
