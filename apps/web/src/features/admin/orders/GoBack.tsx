import { useLocation, useNavigate } from 'react-router';
import { adminSecondaryButtonClass } from '../ui/admin-styles';

/**
 * Go Back (back-office.md §2): to where the admin came from, so the list opens on the page and
 * filter they left; to `fallback` when the page was opened directly and there is no way back.
 */
export function GoBack({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <button
      type="button"
      onClick={() => void (location.key === 'default' ? navigate(fallback) : navigate(-1))}
      className={adminSecondaryButtonClass}
    >
      Go Back
    </button>
  );
}
