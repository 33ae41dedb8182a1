import { useEffect, useRef } from 'react';
import { buttonClass } from '../../ui/button-styles';
import { REVIEW_WORDS } from './review-words';

interface WriteReviewButtonProps {
  /** Takes focus as it appears, when the form or the review it replaces has just gone. */
  focusOnShow: boolean;
  onClick: () => void;
}

export function WriteReviewButton({ focusOnShow, onClick }: WriteReviewButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow]);
  return (
    <div>
      <button ref={ref} type="button" className={buttonClass('primary')} onClick={onClick}>
        {REVIEW_WORDS.write}
      </button>
    </div>
  );
}
