"""Built pages carry their component styles in one element ending <head>, none in the body
(each one in the body made the browser restyle the whole page as it parsed)."""

from marketplace_app.first_screen import page
from marketplace_app.launch.component_styles import hoisted
from marketplace_app.launch.preloads import tune_page

BUILT = ('<html><head><link rel="stylesheet" href="/a.css"/></head><body>'
         '<style data-emotion="css a1">.css-a1{color:red}</style><div class="css-a1">x</div>'
         '<div hidden id="S:0"><style data-emotion="css b2 c3">.css-b2{margin:0}.css-c3{gap:0}'
         '</style><p class="css-b2 css-c3">y</p></div>'
         '<style data-emotion="css a1">.css-a1{color:red}</style><i class="css-a1"></i>'
         '<style data-emotion="css-global x">body{margin:0}</style></body></html>')


def test_the_bodys_component_styles_end_the_head_in_their_order():
    html = hoisted(BUILT)
    head, body = html.split("</head>")
    assert head.endswith('<style data-emotion="css a1 b2 c3" data-s="">.css-a1{color:red}'
                         '.css-b2{margin:0}.css-c3{gap:0}.css-a1{color:red}</style>')
    assert head.index('href="/a.css"') < head.index("data-emotion")  # after the site's sheet
    assert 'data-emotion="css ' not in body
    assert 'data-emotion="css-global x"' in body  # emotion's global styles are not moved
    assert '<div class="css-a1">x</div>' in body and '<p class="css-b2 css-c3">y</p>' in body
    assert hoisted(html) == html


def test_every_built_page_is_tuned_so_and_a_served_part_takes_its_styles_along():
    tuned = tune_page("/main-feed", BUILT)
    assert 'data-emotion="css ' not in tuned.split("</head>")[1]
    shell = "<html><head></head><body></body></html>"
    assert page.hoisted_styles(tuned) in page.with_styles_of(shell, tuned).split("</head>")[0]
    assert page.with_styles_of(shell, shell) == shell
