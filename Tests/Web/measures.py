"""What the tests measure on a page beyond its elements: axe-core's findings, colours and their
luminance, a screenshot's size."""

import importlib.util
import os

# axe-core

def _axe_script():
    """axe-selenium-python bundles axe-core 3.1 (2018). axe-core 4 is the one meant by "no
    serious or critical axe-core finding"; scripts/test-web installs the axe.min.js of
    axe-playwright-python (without Playwright) for it. The bundled one if that is missing."""
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec and spec.submodule_search_locations:
        for folder in spec.submodule_search_locations:
            candidate = os.path.join(folder, "axe.min.js")
            if os.path.exists(candidate):
                return candidate
    return None


def axe(driver):
    """axe-core's results for the page as it is now."""
    from axe_selenium_python import Axe
    script = _axe_script()
    runner = Axe(driver, script) if script else Axe(driver)
    runner.inject()
    return runner.run()


def axe_version(driver):
    return driver.execute_script("return window.axe && axe.version")


def serious(results):
    return [v for v in results["violations"] if v.get("impact") in ("serious", "critical")]


def describe_violations(violations):
    lines = []
    for violation in violations:
        lines.append(f"- {violation['id']} ({violation['impact']}): {violation['help']} <{violation['helpUrl']}>")
        for node in violation["nodes"][:8]:
            lines.append(f"    {' '.join(node['target']) if isinstance(node['target'], list) else node['target']}: "
                         f"{node.get('failureSummary', '').strip().replace(chr(10), ' / ')}")
            lines.append(f"      {node.get('html', '')[:200]}")
        if len(violation["nodes"]) > 8:
            lines.append(f"    … and {len(violation['nodes']) - 8} more")
    return "\n".join(lines)


# Colours

def luminance(css_color):
    """Relative luminance (WCAG) of an rgb()/rgba() colour; None for a transparent one."""
    inside = css_color[css_color.index("(") + 1:css_color.rindex(")")]
    parts = [p.strip() for p in inside.replace("/", ",").split(",") if p.strip()]
    if len(parts) == 4 and float(parts[3]) == 0:
        return None

    def channel(value):
        c = float(value) / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(p) for p in parts[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def page_background(driver):
    """The luminance a person sees behind the text: the body's background, else the root's,
    else the canvas (dark only when the root's color-scheme says dark and dark is preferred)."""
    body, root, scheme, dark = driver.execute_script(
        "return [getComputedStyle(document.body).backgroundColor,"
        " getComputedStyle(document.documentElement).backgroundColor,"
        " getComputedStyle(document.documentElement).colorScheme,"
        " matchMedia('(prefers-color-scheme: dark)').matches]")
    for colour in (body, root):
        value = luminance(colour)
        if value is not None:
            return value
    return 0.0 if dark and "dark" in (scheme or "") else 1.0


def text_luminance(driver):
    return luminance(driver.execute_script("return getComputedStyle(document.body).color"))
