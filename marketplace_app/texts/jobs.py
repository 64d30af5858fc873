"""User-facing texts of jobs (briefs) and proposals: /browse, /post-job, /brief/{id}, and the
jobs parts of /manage, the client dashboard and notifications."""

# pages/jobs_browse.py
BROWSE_JOBS = "Browse Jobs"
BROWSE_JOBS_INTRO = "Open jobs from clients across India. Send a proposal to the ones that fit you."
SEARCH_JOBS = "Search for jobs..."
SEARCH = "Search"
ALL_CATEGORIES = "All categories"
ANY_CITY = "Any city"
REMOTE = "Remote"
DATES_FROM, DATES_TO = "From", "To"
BUDGET_FROM, BUDGET_UP_TO = "Budget from (₹)", "Budget up to (₹)"
APPLY_FILTERS = "Apply Filters"
CLEAR_FILTERS = "Clear filters"
FILTERS = "Filters"
NO_JOBS = "No open jobs match yet"
NO_JOBS_TEXT = "Try other filters, or come back soon."
LOAD_MORE = "Load more"
POST_A_JOB = "Post a Job"
CLOSES_ON = "Closes {date}"
VIEW_JOB = "View job"

# pages/jobs_post.py
POST_JOB_INTRO = "Tell talent what you need. They will send you proposals."
EDIT_JOB = "Edit job"
JOB_TITLE = "Job title"
JOB_TITLE_PLACEHOLDER = "e.g. Wedding shoot in Jaipur"
JOB_DESCRIPTION = "Description"
JOB_DESCRIPTION_PLACEHOLDER = "What is the work, the look you want, any references"
CATEGORY = "Category"
SUBCATEGORY = "Subcategory"
WHOLE_CATEGORY = "Any speciality"
CITY = "City"
REMOTE_JOB = "This job is remote"
START_DATE = "Start date"
END_DATE = "End date (blank for one day)"
BUDGET_MIN, BUDGET_MAX = "Budget min (₹)", "Budget max (₹)"
DELIVERABLES = "Deliverables"
DELIVERABLES_PLACEHOLDER = "e.g. 300 edited photos, a three-minute film"
CLOSING_DATE = "Closing date for proposals"
SAVE_DRAFT = "Save as draft"
PUBLISH_JOB = "Post job"
SAVE_CHANGES = "Save changes"
JOB_POSTED = "Job posted"
DRAFT_SAVED = "Draft saved"
CHANGES_SAVED = "Changes saved"
CLIENTS_POST_JOBS = "Jobs are posted by clients. Sign in with a client account to post one."

# pages/jobs_detail.py
JOB_STATUS = {"draft": "Draft", "open": "Open", "closed": "Closed",
              "in_progress": "In Progress"}
DATES = "Dates"
BUDGET = "Budget"
LOCATION = "Location"
POSTED_BY = "Posted by {name}"
BRIEF_BUTTONS = {"edit": "Edit", "publish": "Publish", "close": "Close job",
                 "reopen": "Reopen job"}
BRIEF_DONE = {"publish": "Job published", "close": "Job closed", "reopen": "Job reopened"}
PROPOSALS = "Proposals"
NO_PROPOSALS = "No proposals yet"
NO_PROPOSALS_TEXT = "Talent who fit your job will send their proposals here."
PROPOSAL_BUTTONS = {"shortlist": "Shortlist", "decline": "Decline", "accept": "Accept",
                    "withdraw": "Withdraw"}
PROPOSAL_DONE = {"shortlist": "Proposal shortlisted", "decline": "Proposal declined",
                 "accept": "Proposal accepted. It is now a project in Manage.",
                 "withdraw": "Proposal withdrawn"}
PROPOSAL_STATUS = {"pending": "Pending", "shortlisted": "Shortlisted", "accepted": "Accepted",
                   "declined": "Declined", "withdrawn": "Withdrawn"}
PRICE = "Price: {price}"
AVAILABLE_THERE = "Available there: {dates}"
NEW_TALENT = "New"
SEND_PROPOSAL = "Send proposal"
YOUR_PROPOSAL = "Your proposal"
PROPOSAL_MESSAGE = "Message to the client"
PROPOSAL_MESSAGE_PLACEHOLDER = "Why you are right for this job"
YOUR_PRICE = "Your price (₹)"
CHOOSE_WORKS = "Show up to 5 of your works"
AVAILABILITY_NOTE = "Availability note"
AVAILABILITY_NOTE_PLACEHOLDER = "e.g. Free all that week"
YOUR_WINDOWS = "Your availability in this city on these dates: {dates}"
PROPOSAL_SENT = "Proposal sent"
NOT_TAKING_PROPOSALS = "This job is not taking proposals now."
SIGN_IN_TO_RESPOND = "Sign in to send a proposal"
ONLY_TALENT_PROPOSE = "Only talent send proposals for jobs."
OPEN_MANAGE = "Open Manage"
BACK_TO_JOBS = "Back to jobs"

# pages/manage.py (the Proposals tab) and pages/dashboards.py
JOB_PROPOSALS = "Job proposals"
YOUR_JOBS = "Your jobs"
NO_JOBS_POSTED = "No jobs posted yet"
NO_JOBS_POSTED_TEXT = "Post a job and talent will send you proposals."
PROPOSAL_COUNT = "{count} proposals"

# components/inbox_views.py (notifications)
NAME_SENT_A_PROPOSAL = "{name} sent a proposal for your job '{title}'"
NAME_ACCEPTED_YOUR_PROPOSAL = "{name} accepted your proposal for '{title}'"
NAME_DID_NOT_TAKE_YOUR_PROPOSAL = ("{name} went with another proposal for '{title}'. "
                                   "Thank you for applying.")
NAME_POSTED_A_JOB_FOR_YOU = "{name} posted a job that fits you: '{title}'"
