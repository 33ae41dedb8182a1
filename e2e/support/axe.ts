import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No serious or critical accessibility problems on the page as it stands now. */
export async function expectNoSeriousAxeViolations(page: Page, where: string): Promise<void> {
  // Toasts slide and fade in: check them as they end up, not half-transparent on the way. A toast
  // that closes meanwhile cancels its animation, whose `finished` then rejects: that one is done.
  await page
    .locator('[data-sonner-toast]')
    .evaluateAll((toasts) =>
      Promise.all(
        toasts.flatMap((toast) =>
          toast.getAnimations().map((a) => a.finished.catch(() => undefined)),
        ),
      ),
    );
  // A toast still arriving or already leaving is part-transparent by design; its settled look is
  // what a shopper reads, and every toast settles before the check unless it is on its way out.
  const results = await new AxeBuilder({ page })
    .exclude('[data-sonner-toast][data-removed="true"]')
    .exclude('[data-sonner-toast][data-mounted="false"]')
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((v) => `${where}: ${v.id} ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}
