"""French punctuation stays on its word's line: no-break spaces in what Sortie writes out."""

from __future__ import annotations

from generator.words.typography import french_html, french_text, typeset_html, typeset_text

NB = "\u00a0"


def test_a_space_before_a_high_mark_and_inside_guillemets_is_a_no_break_space() -> None:
    assert french_text("Légal : oui ; avance ! Et après ? « Tally-ho »") == (
        f"Légal{NB}: oui{NB}; avance{NB}! Et après{NB}? «{NB}Tally-ho{NB}»"
    )


def test_a_line_break_or_several_spaces_before_the_mark_become_one_no_break_space() -> None:
    assert french_text("test d'alignement\n: PDF  ; fin") == f"test d'alignement{NB}: PDF{NB}; fin"


def test_marks_inside_a_word_or_a_number_and_a_names_are_left_alone() -> None:
    text = "12:30, https://example.org/?q=1, 3:1, «mot», ZERO! campagne, (ZERO!)"
    assert french_text(text) == text


def test_a_mark_glued_to_its_word_gets_its_no_break_space() -> None:
    """A label or a list joined in code reads as French sets it (issue 40)."""
    assert french_text("Traits: aucun; Duxford; Debden. Pourquoi? EN: Random Events") == (
        f"Traits{NB}: aucun{NB}; Duxford{NB}; Debden. Pourquoi{NB}? EN{NB}: Random Events"
    )
    page = "<p><strong>Points</strong>: 40</p><td>Nombre:</td><code>id: x</code>"
    assert french_html(page) == (
        f"<p><strong>Points</strong>{NB}: 40</p><td>Nombre{NB}:</td><code>id: x</code>"
    )


def test_a_url_s_semicolon_is_left_alone() -> None:
    text = "12:30, https://example.org/?q=1;x, «mot», ZERO!"
    assert french_text(text) == text


def test_a_colon_or_semicolon_glued_to_a_word_gets_its_space() -> None:
    """An English text of the data on a French page (a source, a publisher list) is set
    as French sets its punctuation (issue 39: "Introduction; Hand size")."""
    assert french_text("Blood Red Skies: Battle of Britain; Aces (x): y «Bomber»: z") == (
        f"Blood Red Skies{NB}: Battle of Britain{NB}; Aces (x){NB}: y «Bomber»{NB}: z"
    )
    assert french_text("à la fin:") == f"à la fin{NB}:"


def test_a_character_reference_keeps_its_semicolon() -> None:
    page = '<h1>As<a href="#as">&para;</a></h1><p>Tom &amp; Jerry&#39;s; &#x2014;</p>'
    assert french_html(page) == page.replace("s; ", f"s{NB}; ")


def test_a_mark_glued_to_a_word_before_a_tag_gets_its_space() -> None:
    page = "<p><strong>Cartes qui y répondent:</strong> Évasion; <code>k: v</code></p>"
    assert french_html(page) == (
        f"<p><strong>Cartes qui y répondent{NB}:</strong> Évasion{NB}; <code>k: v</code></p>"
    )


def test_only_the_text_of_a_page_changes() -> None:
    page = (
        '<p title="Note : ici" data-x="a : b">Tout : <a href="x?a=1">PDF</a> « mot »</p>'
        "<code>key : value</code><pre><code>a ? b : c</code></pre>"
        "<script>var x = a ? b : c;</script><style>p { color : red ; }</style>"
        "<!-- écrit : à la main --><kbd>Ctrl :</kbd>"
    )
    assert french_html(page) == page.replace("Tout :", f"Tout{NB}:").replace(
        "« mot »", f"«{NB}mot{NB}»"
    ).replace("Note : ici", f"Note{NB}: ici")


def test_the_attributes_a_reader_meets_are_typeset_as_text() -> None:
    """A tooltip (title), a name read aloud (aria-label), a hint (placeholder, alt)."""
    page = '<abbr title="EN: Retention — x">a</abbr><a aria-label="Suivant: Glossaire" href="a:b">'
    assert french_html(page) == (
        f'<abbr title="EN{NB}: Retention — x">a</abbr>'
        f'<a aria-label="Suivant{NB}: Glossaire" href="a:b">'
    )


def test_text_between_tags_and_after_the_last_one_is_typeset() -> None:
    page = "<h2>Coût <em>total</em> :</h2>Fin !"
    assert french_html(page) == f"<h2>Coût <em>total</em>{NB}:</h2>Fin{NB}!"


def test_english_and_other_languages_are_written_as_they_are() -> None:
    assert typeset_html("<p>Legal : yes</p>", "en") == "<p>Legal : yes</p>"
    assert typeset_text("Legal : yes", "en") == "Legal : yes"
    assert typeset_text("Légal : oui", "fr") == f"Légal{NB}: oui"
