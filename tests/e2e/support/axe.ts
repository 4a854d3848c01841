import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { budget } from '../../budget';

/** Issue 7 item 6: what fails the accessibility suite. Moderate and minor findings are left to review. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * AxeBuilder evaluates axe's 550 kB source in the page on every analyze(); a page scanned many times (both
 * themes, its dialogs) keeps the copy injected by the first scan of that document: a no-op source after.
 */
const ALREADY_INJECTED = ';';

export type Scheme = 'light' | 'dark';

/** The rules of axe's default set whose outcome depends on colours (text contrast, links told apart by colour). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * The screens one test scanned. Each scan's serious and critical violations fail the test softly, so one
 * run lists every screen's problems (rule, target, help) rather than stopping at the first.
 */
export class AxeReport {
  readonly screens: string[] = [];

  constructor(private readonly page: Page) {}

  /**
   * Runs axe (its default rule set: WCAG 2.x A/AA and best practices) on the page as it is now, or only
   * inside `within` (an open dialog or menu: the page behind it is inert and scanned on its own).
   */
  async check(screen: string, within?: string, rules?: readonly string[]): Promise<void> {
    await this.settled();
    const injected = await this.page.evaluate(() => 'axe' in window);
    const builder = new AxeBuilder(injected ? { page: this.page, axeSource: ALREADY_INJECTED } : { page: this.page }).setLegacyMode(true);
    if (within) builder.include(within);
    if (rules) builder.withRules([...rules]);
    // Passes and incomplete results are never read here; axe then skips building their node details.
    builder.options({ resultTypes: ['violations'] });
    const results = await builder.analyze();
    this.screens.push(screen);
    const found = results.violations
      .filter((violation) => BLOCKING.has(violation.impact ?? ''))
      .map((violation) => {
        const targets = violation.nodes.map((node) => {
          const summary = node.failureSummary?.split('\n').slice(1).join(' ').trim();
          return `    ${node.target.join(' ')}${summary ? `\n      ${summary}` : ''}`;
        });
        return `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.helpUrl}\n${targets.join('\n')}`;
      });
    // Soft: the walk goes on, and the test's report lists every screen's violations at the end.
    expect.soft(found.length, `serious or critical axe violations on ${screen}:\n${found.join('\n')}\n`).toBe(0);
  }

  /**
   * Checks the screen in both themes: as it is, then after the system theme flips (what the app follows
   * until someone picks one with the toggle), leaving the page in the other theme for the next screen.
   * A theme changes colours only, never the markup, so the second scan runs only the rules that read
   * colours (the rest would repeat the first scan's findings and double the suite's longest project).
   */
  async checkBothThemes(screen: string, within?: string): Promise<void> {
    const first = await this.scheme();
    await this.check(`${screen} · ${first}`, within);
    const second: Scheme = first === 'dark' ? 'light' : 'dark';
    await this.page.emulateMedia({ colorScheme: second });
    await expect.poll(() => this.scheme(), { message: `the app follows the system theme (${second})`, timeout: budget(15_000) }).toBe(second);
    await this.check(`${screen} · ${second}`, within, COLOUR_RULES);
  }

  /** The theme on <html>. */
  private scheme(): Promise<Scheme> {
    return this.page.evaluate(() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'));
  }

  /**
   * Waits until no transition or finite animation runs (a dialog opening, colours changing with the theme):
   * mid-way, axe would read the old colours or a half-faded dialog. Spinners and skeletons loop forever
   * and are not waited for.
   */
  private async settled(): Promise<void> {
    await this.page
      .waitForFunction(() => !document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity), null, {
        timeout: budget(3_000),
      })
      // A transition that keeps restarting is not worth failing on: the scan then reads it as it is.
      .catch(() => undefined);
  }
}
