"""The first screen of data pages rendered on the server, per request, into the prerendered
page: one module per page, reading the same service calls as the page's State."""
