"""Words as search sees them: the same steps for what is indexed and for what a visitor types.

A text is cut into words, each folded to lower case without accents ("Diseño" -> "diseno"), and
every word that is not a stop word of its language is reduced to its stem with the Snowball
stemmer of that language (snowballstemmer: Porter2 for English, Snowball's Spanish; PostgreSQL's
`english` and `spanish` configurations use the same algorithms). The stems of a page's title,
headings and body are stored on its index row; the visitor's words go through the same steps, so
"anuncios" meets "anuncio" and "diseno" meets "diseño" on both databases.
"""

import re
import unicodedata
from functools import lru_cache

import snowballstemmer

WORD = re.compile(r"[^\W_]+", re.UNICODE)

# Words too common to tell pages apart: they are neither indexed as stems nor searched for.
STOP_WORDS = {
    "en": frozenset(
        """a about an and are as at be but by can do does for from how i if in into is it its me
        my of on or our so than that the their them then there these they this to us was we what
        when where which who why will with you your""".split()  # noqa: SIM905 - a list of words to read
    ),
    "es": frozenset(
        """a al como con cual cuando de del donde e el en es esta este esto ha hay la las le les lo
        los mas me mi mis muy no nos o para pero por que se si sin son su sus te tu un una unas
        uno unos y ya yo usted ustedes""".split()  # noqa: SIM905 - a list of words to read
    ),
}
STEMMER_NAMES = {"en": "english", "es": "spanish"}
# The shortest word one typo is forgiven in.
TYPO_MIN_LENGTH = 5


def fold(text: str) -> str:
    """Lower case without accents: "Diseño Web" -> "diseno web"."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def words(text: str) -> list[str]:
    """The folded words of `text`, in order."""
    return WORD.findall(fold(text))


@lru_cache(maxsize=2)
def _stemmer(language: str):
    return snowballstemmer.stemmer(STEMMER_NAMES[language])


@lru_cache(maxsize=50_000)
def stem(word: str, language: str) -> str:
    """The stem of one folded word in `language` ("en" or "es")."""
    return _stemmer(language).stemWord(word)


def is_stop_word(word: str, language: str) -> bool:
    return word in STOP_WORDS[language]


def stems(text: str, language: str) -> list[str]:
    """The stems of the words of `text` that are not stop words, in order."""
    return [stem(word, language) for word in words(text) if not is_stop_word(word, language)]


def distance_at_most_one(first: str, second: str) -> bool:
    """Whether one edit (a letter added, dropped, changed, or two neighbours swapped) turns one
    word into the other (the words differ)."""
    if first == second or abs(len(first) - len(second)) > 1:
        return False
    if len(first) == len(second):
        differ = [i for i, (a, b) in enumerate(zip(first, second, strict=True)) if a != b]
        if len(differ) == 1:
            return True
        return (
            len(differ) == 2
            and differ[1] == differ[0] + 1
            and first[differ[0]] == second[differ[1]]
            and first[differ[1]] == second[differ[0]]
        )
    shorter, longer = sorted((first, second), key=len)
    return any(longer[:i] + longer[i + 1 :] == shorter for i in range(len(longer)))


def distance(first: str, second: str) -> int:
    """The edit distance between two words (insertions, deletions, substitutions, swaps)."""
    rows = [list(range(len(second) + 1))]
    for i, a in enumerate(first, 1):
        row = [i]
        for j, b in enumerate(second, 1):
            cost = 0 if a == b else 1
            value = min(rows[-1][j] + 1, row[j - 1] + 1, rows[-1][j - 1] + cost)
            if i > 1 and j > 1 and a == second[j - 2] and first[i - 2] == b:
                value = min(value, rows[-2][j - 2] + 1)
            row.append(value)
        rows.append(row)
    return rows[-1][-1]
