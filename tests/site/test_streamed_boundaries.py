"""A prerendered page's streamed Suspense boundary is served in its place (boundaries.py)."""

from marketplace_app.first_screen.boundaries import inlined

STREAMED = ('<main><p>count</p><!--$?--><template id="B:0"></template><!--/$--></main>'
            '<!--$?--><template id="B:1"></template><!--/$-->'
            '<script>$RT=1</script><div hidden id="S:0"><div id="feed-results"><img src="a.jpg">'
            '</div></div><script>$RB=[];$RC=function(){};$RC("B:0","S:0")</script>'
            '<div hidden id="S:1"><script>router.enqueue()</script></div>'
            '<script>$RC("B:1","S:1")</script>')


def test_the_results_are_served_in_place_as_a_completed_boundary():
    html = inlined(STREAMED)
    assert html.startswith('<main><p>count</p><!--$--><div id="feed-results"><img src="a.jpg">'
                           '</div><!--/$--></main>'
                           '<!--$?--><template id="B:1"></template><!--/$-->')
    assert 'id="S:0"' not in html and '$RC("B:0","S:0")' not in html
    assert "$RC=function(){};" in html  # the mover itself stays for the boundaries left


def test_a_boundary_holding_a_script_is_left_to_stream():
    html = inlined(STREAMED)
    assert '<div hidden id="S:1"><script>router.enqueue()</script></div>' in html
    assert '$RC("B:1","S:1")' in html


def test_a_page_without_streamed_boundaries_is_unchanged():
    page = "<main><!--$--><p>done</p><!--/$--></main>"
    assert inlined(page) == page
