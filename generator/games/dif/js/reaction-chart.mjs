// The reaction chart: every card's view (what answers it, what it answers) is in the page,
// written at build time by toolhtml.py; this script shows the one the player picks.
function start(container) {
  const select = container.querySelector("#dif-played");
  const views = [...container.querySelectorAll(".dif-view")];
  const update = () => {
    for (const view of views) view.hidden = view.dataset.view !== select.value;
  };
  select.addEventListener("change", update);
  update();
}

const container = document.getElementById("dif-reaction-chart");
if (container && container.querySelector("#dif-played")) start(container);
