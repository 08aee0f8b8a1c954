"""Tags on the page (docs/web.md): chips on the rows and in the thread's header, each a link to its
`tag:NAME` list; the tag list with unread counts beside the saved filters; the thread's tag field
(`+name` adds, `-name` removes) and each chip's remove button, with and without JavaScript; and a
tag put on by the CLI showing in an open page within 3 s. Each is held to the CLI on the same
database, and axe-core looks at the pages with tags on them."""

import json
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import browser
from test_live import Live
from webcase import WebTestCase

TITLE = "ロゴデザインの件"
OTHER = "Contract renewal — 2027 terms"


def tags_of(inbox, thread_id):
    return inbox.show(thread_id)["tags"]


def chips(scope):
    return [a.get_attribute("textContent") for a in scope.find_elements(By.CSS_SELECTOR, "ul.tags a.tag")]


def tag_words(inbox, *args):
    """The CLI's words for a refused `threads tag`, without `threads: `."""
    result = inbox.cli("tag", *args, check=False)
    assert result.returncode == 64, f"threads tag {args} exited {result.returncode}"
    return result.stderr.strip().removeprefix("threads: ")


class Chips(WebTestCase):
    """Tags put on by the CLI, as the list, the thread and the tag list show them."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.logo = cls.inbox.thread_titled(TITLE)["id"]
        cls.other = cls.inbox.thread_titled(OTHER)["id"]
        cls.inbox.cli("tag", str(cls.logo), str(cls.other), "+work")
        cls.inbox.cli("tag", str(cls.logo), "+client/acme", "+請求")

    def test_a_row_shows_its_tags_as_chips_that_link_to_their_lists(self):
        browser.open_list(self.driver, self.inbox)
        row = self.driver.find_element(By.CSS_SELECTOR, f"tr[data-thread-id='{self.logo}']")
        self.assertEqual(chips(row), tags_of(self.inbox, self.logo), "the chips are threads show's tags, in its order")
        link = [a for a in row.find_elements(By.CSS_SELECTOR, "ul.tags a.tag") if a.text == "work"][0]
        browser.click_and_load(self.driver, link)
        self.assertEqual(browser.query(self.driver).get("q"), ["tag:work"])
        self.assertRowsMatch(self.inbox.threads("tag:work"), "for tag:work")
        self.assertEqual(sorted(browser.row_ids(self.driver)), sorted([self.logo, self.other]))

    def test_the_thread_shows_its_tags_in_its_header(self):
        browser.open_thread(self.driver, self.inbox, self.logo)
        header = self.driver.find_element(By.CSS_SELECTOR, "main > ul.tags")
        self.assertEqual(header.get_attribute("aria-label"), "Tags")
        self.assertEqual(chips(header), ["client/acme", "work", "請求"])
        self.assertEqual([b.get_attribute("aria-label") for b in header.find_elements(By.CSS_SELECTOR, "form.untag button")],
                         ["Remove tag client/acme", "Remove tag work", "Remove tag 請求"])

    def test_the_tag_list_counts_unread_threads_beside_the_saved_filters(self):
        browser.open_list(self.driver, self.inbox)
        expected = json.loads(self.inbox.cli("tags", "--format", "json").stdout)
        links = self.driver.find_elements(By.CSS_SELECTOR, "nav.tags a")
        shown = [{"name": a.get_attribute("data-tag"), "unread_threads": int(a.get_attribute("data-unread"))} for a in links]
        self.assertEqual(shown, [{"name": t["name"], "unread_threads": t["unread_threads"]} for t in expected])
        for a, tag in zip(links, expected):
            counted = a.find_elements(By.CSS_SELECTOR, ".count")
            if tag["unread_threads"]:
                self.assertEqual(counted[0].text.strip(), str(tag["unread_threads"]), f"the unread count of {tag['name']}")
                self.assertIn(f"{tag['unread_threads']} unread", a.get_attribute("textContent"), "said in words to a screen reader")
            else:
                self.assertFalse(counted, f"{tag['name']} has no unread thread to count")
        nav = self.driver.find_elements(By.CSS_SELECTOR, "nav.filters, nav.tags")
        self.assertEqual([n.get_attribute("class") for n in nav], ["filters", "tags"], "beside the saved filters")
        browser.click_and_load(self.driver, [a for a in links if a.get_attribute("data-tag") == "client/acme"][0])
        self.assertRowsMatch(self.inbox.threads("tag:client/acme"), "for tag:client/acme")

    def test_axe_finds_nothing_serious_on_pages_with_tags(self):
        for name, reopen in (("the list", lambda: browser.open_list(self.driver, self.inbox)),
                             ("a tagged thread", lambda: browser.open_thread(self.driver, self.inbox, self.logo))):
            for width in (1280, 375):
                for scheme in ("light", "dark"):
                    with self.subTest(page=name, width=width, scheme=scheme):
                        browser.phone(self.driver) if width == 375 else browser.desktop(self.driver)
                        browser.color_scheme(self.driver, scheme)
                        reopen()
                        bad = browser.serious(browser.axe(self.driver))
                        self.assertFalse(bad, f"axe-core on {name} at {width} px, {scheme}:\n" + browser.describe_violations(bad))
                        width_now = self.driver.execute_script("return document.documentElement.scrollWidth")
                        self.assertLessEqual(width_now, self.driver.execute_script("return window.innerWidth"), "no sideways scrolling")


class TagField:
    """The thread's tag field and remove buttons; each class runs them with or without JavaScript."""

    def open(self, title):
        thread_id = self.inbox.thread_titled(title)["id"]
        browser.open_thread(self.driver, self.inbox, thread_id)
        return thread_id

    def field(self):
        return self.driver.find_element(By.CSS_SELECTOR, "form.tags input[name=tags]")

    def submit(self, words):
        field = self.field()
        field.clear()
        field.send_keys(words)
        self.send(lambda d: browser.button(d.find_element(By.CSS_SELECTOR, "form.tags"), "Tag"))

    def test_the_field_adds_and_removes_and_a_chip_removes_its_tag(self):
        thread_id = self.open("Daily standup notes")
        self.inbox.cli("tag", str(thread_id), "+todo")
        browser.open_thread(self.driver, self.inbox, thread_id)
        self.submit("+waiting -todo client/acme")
        self.wait_for(lambda d: chips(d.find_element(By.ID, "main")) == ["client/acme", "waiting"], "the chips after the field")
        self.assertEqual(tags_of(self.inbox, thread_id), ["client/acme", "waiting"], "threads show agrees")
        self.assertEqual(browser.path(self.driver), f"/threads/{thread_id}", "back on the thread")
        self.send(lambda d: d.find_element(By.CSS_SELECTOR, "main > ul.tags form.untag button[aria-label='Remove tag waiting']"))
        self.wait_for(lambda d: chips(d.find_element(By.ID, "main")) == ["client/acme"], "the chips after a remove button")
        self.assertEqual(tags_of(self.inbox, thread_id), ["client/acme"])

    def test_a_bad_name_is_refused_beside_the_field_and_nothing_changes(self):
        thread_id = self.open("Portfolio review notes")
        words = tag_words(self.inbox, str(thread_id), "+ok", "+a,b")
        before = self.inbox.show(thread_id)
        self.submit("+ok +a,b")
        self.wait_for(lambda d: d.find_elements(By.ID, "tags-error"), "the refusal beside the field")
        self.assertEqual(self.driver.find_element(By.ID, "tags-error").get_attribute("textContent"), words)
        self.assertEqual(self.field().get_attribute("value"), "+ok +a,b", "what was typed stays to correct")
        self.assertEqual(self.field().get_attribute("aria-invalid"), "true")
        self.assertIn("tags-error", self.field().get_attribute("aria-describedby"))
        self.assertEqual(self.inbox.show(thread_id), before, "nothing changed, not even +ok")
        self.submit("+ok")
        self.wait_for(lambda d: chips(d.find_element(By.ID, "main")) == ["ok"] and not d.find_elements(By.ID, "tags-error"),
                      "the corrected field, and no refusal left")


class TagFieldWithoutJavaScript(TagField, WebTestCase):
    javascript = False

    def send(self, find):
        browser.click_and_load(self.driver, find(self.driver))

    def wait_for(self, condition, what):
        browser.wait(self.driver, condition, 5, f"{what} did not show")


class TagFieldWithJavaScript(TagField, WebTestCase):
    def send(self, find):
        """Clicks what `find` finds, found again if the page's live refresh replaced it meanwhile."""
        self.driver.execute_script("window.__marker = 1")
        browser.wait(self.driver, lambda d: find(d).click() or True, 5, "the button could not be clicked")

    def wait_for(self, condition, what):
        browser.wait(self.driver, condition, 5, f"{what} did not show")
        self.assertEqual(self.driver.execute_script("return window.__marker"), 1, f"{what}: a page load, not the open page")

    def test_t_focuses_the_field_and_enter_sends_it(self):
        thread_id = self.open("Kickoff: marketplace onboarding redesign")
        browser.focus_page(self.driver)
        browser.press(self.driver, "t")
        self.assertEqual(self.driver.switch_to.active_element.get_attribute("id"), "tags")
        self.assertEqual(self.field().get_attribute("value"), "", "the key typed nothing into the field")
        self.driver.execute_script("window.__marker = 1")
        browser.press(self.driver, "+keyboard", Keys.ENTER)
        self.wait_for(lambda d: chips(d.find_element(By.ID, "main")) == ["keyboard"], "a tag sent by Enter")
        self.assertEqual(tags_of(self.inbox, thread_id), ["keyboard"])
        self.assertEqual(self.driver.switch_to.active_element.get_attribute("id"), "tags", "the field keeps the focus")
        self.assertEqual(self.field().get_attribute("value"), "", "and is empty for the next")


class LiveTags(Live):
    """A tag put on by the CLI shows in an open list and thread within 3 s, without a reload."""

    def test_a_tag_from_the_cli_shows_in_the_open_list(self):
        thread_id = self.inbox.thread_titled(TITLE)["id"]
        browser.open_list(self.driver, self.inbox)
        self.opened()
        self.inbox.cli("tag", str(thread_id), "+live-list")
        self.wait_live(lambda d: "live-list" in chips(d.find_element(By.CSS_SELECTOR, f"tr[data-thread-id='{thread_id}']")),
                       "a chip put on by `threads tag`")
        self.wait_live(lambda d: d.find_elements(By.CSS_SELECTOR, "nav.tags a[data-tag='live-list']"), "the tag in the tag list")

    def test_a_tag_from_the_cli_shows_in_the_open_thread(self):
        thread_id = self.inbox.thread_titled(OTHER)["id"]
        browser.open_thread(self.driver, self.inbox, thread_id)
        self.opened()
        started = time.monotonic()
        self.inbox.cli("tag", str(thread_id), "+live-thread")
        self.wait_live(lambda d: "live-thread" in chips(d.find_element(By.ID, "main")), "a chip put on by `threads tag`")
        self.assertLess(time.monotonic() - started, 3.5)

    def test_a_tag_from_the_cli_shows_while_a_reply_is_being_written(self):
        thread_id = self.inbox.thread_titled("Daily standup notes")["id"]
        browser.open_thread(self.driver, self.inbox, thread_id)
        self.opened()
        box = self.driver.find_element(By.CSS_SELECTOR, "textarea[name=body]")
        box.send_keys("half a reply")
        self.inbox.cli("tag", str(thread_id), "+while-writing")
        self.wait_live(lambda d: "while-writing" in chips(d.find_element(By.ID, "main")), "a chip beside a reply being written")
        self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, "textarea[name=body]").get_attribute("value"), "half a reply")
        self.assertEqual(self.driver.switch_to.active_element.get_attribute("name"), "body", "the reply keeps the focus")
